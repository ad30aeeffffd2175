/**
 * jest's global setup: a directory for the run's migrated PGlite templates
 * (tests/support/pglite-template.ts), named in the environment the test files inherit.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

module.exports = function makeTemplateRoot() {
  process.env.PGLITE_TEMPLATE_ROOT = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-pglite-templates-'));
};
