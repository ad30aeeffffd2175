import { useEffect, useRef } from 'react';
import StarterKit from '@tiptap/starter-kit';
import {
  LinkBubbleMenu,
  LinkBubbleMenuHandler,
  MenuButtonBlockquote,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonEditLink,
  MenuButtonHorizontalRule,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonStrikethrough,
  MenuButtonUnderline,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectHeading,
  RichTextEditor,
  type RichTextEditorRef,
} from 'mui-tiptap';
import { format, formatCount } from '../lib/format';
import { commonMessages, editorMessages as m } from './messages';

/** The rich-text editor is 300 px high, as in the existing dashboard (docs/existing-dashboard.md#kept-as-it-was). */
const EDITOR_HEIGHT = 300;

const extensions = [StarterKit, LinkBubbleMenuHandler];

/** mui-tiptap's own words are English: every label comes from the catalogue. */
const heading = (level: number) => format(m.heading, { n: formatCount(level) });
const HEADING_LABELS = {
  paragraph: m.paragraph,
  heading1: heading(1),
  heading2: heading(2),
  heading3: heading(3),
  heading4: heading(4),
  heading5: heading(5),
  heading6: heading(6),
  empty: m.changeTo,
};
const LINK_LABELS = {
  viewLinkEditButtonLabel: commonMessages.edit,
  viewLinkRemoveButtonLabel: m.removeLink,
  editLinkAddTitle: m.addLink,
  editLinkEditTitle: m.editLink,
  editLinkTextInputLabel: m.linkText,
  editLinkHrefInputLabel: m.link,
  editLinkCancelButtonLabel: commonMessages.cancel,
  editLinkSaveButtonLabel: commonMessages.save,
};

export interface RichTextEditorFieldProps {
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  /** The id of the field's visible label, which names the editing area. */
  labelId?: string;
}

/** The tiptap editor itself: loaded only through RichTextField (React.lazy), never up front. */
export default function RichTextEditorField({ value, onChange, disabled, labelId }: RichTextEditorFieldProps) {
  const ref = useRef<RichTextEditorRef>(null);

  // `content` is only the initial value: follow later changes (e.g. the record arriving) by hand.
  useEffect(() => {
    const editor = ref.current?.editor;
    if (editor && !editor.isDestroyed && editor.getHTML() !== value) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [value]);

  return (
    <RichTextEditor
      ref={ref}
      extensions={extensions}
      content={value}
      editable={!disabled}
      immediatelyRender={false}
      editorProps={{ attributes: labelId ? { 'aria-labelledby': labelId, 'aria-multiline': 'true' } : { 'aria-multiline': 'true' } }}
      onUpdate={({ editor }) => onChange(editor.isEmpty ? '' : editor.getHTML())}
      sx={{ '& .ProseMirror': { minHeight: EDITOR_HEIGHT, maxHeight: EDITOR_HEIGHT * 2, overflowY: 'auto' } }}
      renderControls={() => (
        <MenuControlsContainer>
          <MenuSelectHeading labels={HEADING_LABELS} tooltipTitle={m.styles} />
          <MenuDivider />
          <MenuButtonBold tooltipLabel={m.bold} />
          <MenuButtonItalic tooltipLabel={m.italic} />
          <MenuButtonUnderline tooltipLabel={m.underline} />
          <MenuButtonStrikethrough tooltipLabel={m.strikethrough} />
          <MenuDivider />
          <MenuButtonEditLink tooltipLabel={m.link} />
          <MenuDivider />
          <MenuButtonBulletedList tooltipLabel={m.bulletedList} />
          <MenuButtonOrderedList tooltipLabel={m.orderedList} />
          <MenuButtonBlockquote tooltipLabel={m.blockquote} />
          <MenuButtonHorizontalRule tooltipLabel={m.horizontalRule} />
          <MenuDivider />
          <MenuButtonUndo tooltipLabel={m.undo} />
          <MenuButtonRedo tooltipLabel={m.redo} />
        </MenuControlsContainer>
      )}
    >
      {() => <LinkBubbleMenu labels={LINK_LABELS} />}
    </RichTextEditor>
  );
}
