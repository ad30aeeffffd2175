/** jest's global teardown: the run's PGlite templates removed (tests/setup/pglite-templates-setup.cjs). */
const fs = require('node:fs');

module.exports = function removeTemplateRoot() {
  const root = process.env.PGLITE_TEMPLATE_ROOT;
  if (root) fs.rmSync(root, { recursive: true, force: true });
};
