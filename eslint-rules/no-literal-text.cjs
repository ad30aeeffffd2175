/**
 * i18n/no-literal-text: every word an admin reads comes from a catalogue (docs/languages.md), so
 * components hold no literal text: no JSX text with letters, and no letters in the string value of
 * a prop an admin reads or hears (label, title, placeholder, aria-label, helperText, alt, …).
 * Punctuation, symbols and numbers (`·`, `—`, `#`, `%`) are not words and pass.
 */
const LETTERS = /\p{L}/u;
const READ_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'helperText',
  'alt',
  'tooltip',
  'primary',
  'secondary',
  'headerName',
  'header',
  'emptyText',
  'message',
  'description',
]);

const hasWords = (text) => typeof text === 'string' && LETTERS.test(text);

/** The literal text of an expression, if it is one: 'x', `x ${y}` (its fixed parts), a ? 'x' : 'y'. */
function literalParts(node) {
  if (!node) return [];
  if (node.type === 'Literal') return typeof node.value === 'string' ? [node.value] : [];
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '');
  if (node.type === 'ConditionalExpression') return [...literalParts(node.consequent), ...literalParts(node.alternate)];
  if (node.type === 'LogicalExpression') return literalParts(node.right);
  return [];
}

module.exports = {
  rules: {
    'no-literal-text': {
      meta: {
        type: 'problem',
        docs: { description: 'Text an admin reads comes from a messages catalogue (docs/languages.md).' },
        messages: {
          text: 'Literal text "{{text}}": put it in the feature\'s messages.ts (docs/languages.md).',
          prop: 'Literal text in {{prop}}: "{{text}}": put it in the feature\'s messages.ts (docs/languages.md).',
        },
        schema: [],
      },
      create(context) {
        return {
          JSXText(node) {
            if (hasWords(node.value)) context.report({ node, messageId: 'text', data: { text: node.value.trim().slice(0, 40) } });
          },
          JSXExpressionContainer(node) {
            if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
            const words = literalParts(node.expression).find(hasWords);
            if (words) context.report({ node, messageId: 'text', data: { text: words.trim().slice(0, 40) } });
          },
          JSXAttribute(node) {
            const prop = node.name.type === 'JSXNamespacedName' ? `${node.name.namespace.name}:${node.name.name.name}` : node.name.name;
            if (!READ_PROPS.has(prop) || !node.value) return;
            const parts = node.value.type === 'JSXExpressionContainer' ? literalParts(node.value.expression) : literalParts(node.value);
            const words = parts.find(hasWords);
            if (words) context.report({ node, messageId: 'prop', data: { prop, text: words.trim().slice(0, 40) } });
          },
        };
      },
    },
  },
};
