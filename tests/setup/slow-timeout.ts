// Server and browser suites start databases, servers and Chromium: 2 cores under load need time.
// (`testTimeout` is a global jest option, not a per-project one, hence this setup file.)
jest.setTimeout(120_000);
