import { lazyScreen } from './lazy-screen';

/**
 * The rich-text editor (rich-text-editor.tsx). tiptap is large (about 140 KB gzip): it loads only
 * for a form with a rich-text field, together with that form's screen (withRichTextEditor).
 */
export const RichTextEditorField = lazyScreen(() => import(/* webpackChunkName: "rich-text-editor" */ './rich-text-editor'));

/**
 * A screen's code that asks for the editor's as it is asked for itself, so the two download side by
 * side: the form would otherwise ask for the editor only once it has been drawn, its skeleton shown
 * 0.5–1 s longer on a slowed laptop (`npm run bench:screens`).
 * `lazyScreen(withRichTextEditor(() => import('./topup-product-edit-page')))`
 */
export const withRichTextEditor =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> => {
    RichTextEditorField.preload();
    return load();
  };
