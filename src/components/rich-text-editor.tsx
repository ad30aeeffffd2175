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

/** The rich-text editor is 300 px high, as in the existing dashboard (docs/existing-dashboard.md#kept-as-it-was). */
const EDITOR_HEIGHT = 300;

const extensions = [StarterKit, LinkBubbleMenuHandler];

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
          <MenuSelectHeading />
          <MenuDivider />
          <MenuButtonBold />
          <MenuButtonItalic />
          <MenuButtonUnderline />
          <MenuButtonStrikethrough />
          <MenuDivider />
          <MenuButtonEditLink />
          <MenuDivider />
          <MenuButtonBulletedList />
          <MenuButtonOrderedList />
          <MenuButtonBlockquote />
          <MenuButtonHorizontalRule />
          <MenuDivider />
          <MenuButtonUndo />
          <MenuButtonRedo />
        </MenuControlsContainer>
      )}
    >
      {() => <LinkBubbleMenu />}
    </RichTextEditor>
  );
}
