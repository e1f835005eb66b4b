// The server the e2e tests talk to: the built site on a fixed port.
import { serveStatic } from './static-server.mjs';

const port = Number(process.argv[2] ?? 4410);
const { url } = await serveStatic('dist', port);
console.log(`e2e: ${url}`);
