import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// MUI screens render slowly in jsdom on a busy 2-core machine: findBy*/waitFor wait up to 5 s, a
// test up to 60 s (a project-level `testTimeout` is not applied by jest 30). A customer edit test
// that takes 4 s alone went over 30 s beside the project's other worker on a slow day.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
