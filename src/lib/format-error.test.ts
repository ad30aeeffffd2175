import { formatError } from './format-error';

describe('formatError', () => {
  let onLine: jest.SpyInstance<boolean>;
  beforeEach(() => {
    onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
  });

  it('joins the server error list (each msg)', () => {
    const error = { status: 400, data: { success: false, message: 'Invalid input', errors: [{ msg: 'Note is required', param: 'note' }, { msg: 'Image is required', param: 'banner' }] } };
    expect(formatError(error)).toBe('Note is required, Image is required');
  });

  it('falls back to the single message', () => {
    expect(formatError({ status: 409, data: { success: false, message: 'No voucher available' } })).toBe('No voucher available');
  });

  it('says something went wrong when the server gave neither', () => {
    expect(formatError({ status: 500, data: {} })).toBe('Something went wrong! Try again.');
    expect(formatError({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'SyntaxError' })).toBe('Something went wrong! Try again.');
    expect(formatError({ name: 'Error', message: 'boom' })).toBe('Something went wrong! Try again.');
    expect(formatError(undefined)).toBe('Something went wrong! Try again.');
  });

  it('ignores an empty error list', () => {
    expect(formatError({ status: 400, data: { message: 'Invalid input', errors: [] } })).toBe('Invalid input');
  });

  it('says the server cannot be reached on a network failure while the browser is online', () => {
    expect(formatError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('The server cannot be reached.');
    expect(formatError({ status: 'PARSING_ERROR', originalStatus: 504, data: '<html>', error: 'SyntaxError' })).toBe('The server cannot be reached.');
  });

  it('says offline whenever the browser is offline, whatever the error', () => {
    onLine.mockReturnValue(false);
    expect(formatError({ status: 500, data: { message: 'Server error' } })).toBe('You are offline.');
  });
});
