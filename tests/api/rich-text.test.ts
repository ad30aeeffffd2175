import { sanitizeRichText } from '../../server/domains/shared/rich-text';

describe('rich text is sanitised on the server with an allowlist', () => {
  it.each([
    ['<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['<p onclick="steal()">hi</p>', '<p>hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<iframe src="https://evil.test"></iframe><p>after</p>', '<p>after</p>'],
  ])('%s → %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('keeps the formatting the editor produces', () => {
    const html = '<h2>Rules</h2><ul><li><strong>ID</strong> only</li></ul><p style="text-align:center"><a href="https://shop.test">link</a></p>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Rules</h2><ul><li><strong>ID</strong> only</li></ul><p style="text-align:center"><a href="https://shop.test" rel="noopener noreferrer">link</a></p>',
    );
  });

  it('stores an empty editor as null', () => {
    expect(sanitizeRichText('<p></p>')).toBeNull();
    expect(sanitizeRichText('  ')).toBeNull();
  });
});
