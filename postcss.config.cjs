// Picked up by Vite (Storybook) and Astro, both run from the repository root.
module.exports = {
  plugins: {
    '@pandacss/dev/postcss': {},
  },
};
