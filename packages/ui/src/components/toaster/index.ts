// The store (`toaster`) and the view (`Toaster`, with Ark's toast machines). Shared code that
// only raises toasts imports `./toaster` itself: through this file the bundler counted the view
// as part of the importer's chunk graph (the student form loaded 7 KB of it, bench/bundle).
export * from './toaster';
export * from './toaster-view';
