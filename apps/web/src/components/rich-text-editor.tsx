/**
 * The rich-text editor of the offer's functions and benefits (and the back office's texts): bold, italic, bulleted
 * and numbered lists, links. TipTap (ProseMirror) is ~128 KB gzipped, so this module is only ever loaded with
 * React.lazy from rich-text-field.tsx, and only on the pages with such a field.
 *
 * It produces only what the API's allowlist keeps (decision 010: p, br, strong, em, ul, ol, li, a): headings,
 * code, quotes, strike, underline and rules are not registered, so pasted content loses them here already.
 * An empty document is reported as '' (empty rich text counts as empty).
 */
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface RichTextHandle {
  focus: () => void;
}

export interface RichTextEditorProps {
  /** id of the visible label: names the text box and the toolbar. */
  labelId: string;
  label: string;
  describedBy?: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  required?: boolean;
  /** Receives a handle whose focus() moves the caret into the text (react-hook-form focuses errors with it). */
  handleRef?: (handle: RichTextHandle | null) => void;
  /** Section titles (h3, the allowlist's heading) too: the back office's templates use them. */
  headings?: boolean;
}

/** A link typed without a protocol gets https://; only http, https and mailto are accepted (as the API keeps). */
export function normalizeLink(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  if (/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i.test(value)) return value;
  if (/^[^\s@/:]+@[^\s@]+\.[^\s@]+$/.test(value)) return `mailto:${value}`;
  const withProtocol = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withProtocol);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') ? url.href : null;
  } catch {
    return null;
  }
}

const toolButton =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm font-semibold text-slate-700 ' +
  'hover:bg-slate-200 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 disabled:opacity-40 ' +
  'dark:text-slate-200 dark:hover:bg-slate-700 dark:aria-pressed:bg-slate-700 dark:aria-pressed:text-white dark:focus-visible:outline-brand-100!';

function ToolButton({
  label,
  pressed,
  onClick,
  children,
  disabled,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={toolButton}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the selection of the text while the button is pressed.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function Svg({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <path d={d} />
    </svg>
  );
}

const ICONS = {
  bullet: 'M9 6.5h11M9 12h11M9 17.5h11M4.5 6.5h.01M4.5 12h.01M4.5 17.5h.01',
  ordered: 'M10 6.5h10M10 12h10M10 17.5h10M4 5l1.5-1v5M3.8 14.2c.3-.6 1-.9 1.6-.7.8.3.9 1.2.3 1.8L4 17.5h2.5',
  link: 'M13.2 10.8a3.5 3.5 0 0 1 0 4.9l-2.5 2.5a3.5 3.5 0 1 1-4.9-4.9l1.2-1.2m3.8-1.3a3.5 3.5 0 0 1 0-4.9l2.5-2.5a3.5 3.5 0 1 1 4.9 4.9l-1.2 1.2',
  unlink: 'M13.2 10.8a3.5 3.5 0 0 1 0 4.9l-2.5 2.5a3.5 3.5 0 1 1-4.9-4.9l1.2-1.2m9.2-1.3 1.2-1.2a3.5 3.5 0 1 0-4.9-4.9l-1.2 1.2M4 4l16 16',
  undo: 'M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'm15 14 5-5-5-5m5 5H9.5a5.5 5.5 0 0 0 0 11H13',
};

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  function apply() {
    const href = normalizeLink(value);
    if (!href) {
      setError('Escribe una dirección web válida, por ejemplo https://www.tuempresa.pe');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      chain.insertContent({ type: 'text', text: value.trim(), marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    onDone();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onDone();
      editor.commands.focus();
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-slate-300 bg-slate-50 px-3 py-2 dark:border-slate-600 dark:bg-slate-800">
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700 dark:text-slate-300">
          Dirección del enlace
        </label>
        <input
          ref={input}
          id={id}
          type="url"
          inputMode="url"
          value={value}
          placeholder="https://"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          className="block w-full rounded-md border border-slate-500 bg-white px-2 py-1.5 text-sm text-slate-900 dark:bg-slate-900 dark:text-slate-100 dark:focus-visible:outline-brand-100!"
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-xs text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={apply}
        className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Aplicar
      </button>
      <button
        type="button"
        onClick={() => {
          onDone();
          editor.commands.focus();
        }}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      >
        Cancelar
      </button>
    </div>
  );
}

export default function RichTextEditor({
  labelId,
  label,
  describedBy,
  value,
  onChange,
  onBlur,
  invalid = false,
  required,
  handleRef,
  headings = false,
}: RichTextEditorProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  useEffect(() => {
    onChangeRef.current = onChange;
    onBlurRef.current = onBlur;
  });

  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    class:
      'min-h-36 px-3 py-2 text-base text-slate-900 outline-none sm:text-sm dark:text-slate-100 ' +
      '[&_p]:my-1.5 [&_ul]:my-1.5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-1.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li>p]:my-0.5 ' +
      '[&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-2 [&_h4]:font-semibold ' +
      '[&_strong]:font-bold [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-100',
  };
  if (describedBy) attributes['aria-describedby'] = describedBy;
  if (invalid) attributes['aria-invalid'] = 'true';
  if (required) attributes['aria-required'] = 'true';

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: headings ? { levels: [3, 4] } : false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['mailto'],
        isAllowedUri: (url, ctx) => ctx.defaultValidate(url) && /^(https?:|mailto:)/i.test(url),
      }),
    ],
    content: value,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlurRef.current?.(),
  });

  // aria attributes follow the field's state (error, description).
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setOptions({ editorProps: { attributes } });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, invalid, describedBy, required, labelId]);

  // A value set from outside (a reset, a copied offer) replaces the text; the editor's own changes do not loop.
  useEffect(() => {
    // A destroyed editor (development's double mount, a Suspense boundary showing again) has nothing to sync.
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!handleRef) return;
    handleRef(editor ? { focus: () => (editor.isDestroyed ? undefined : editor.commands.focus()) } : null);
    return () => handleRef(null);
  }, [editor, handleRef]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e && !e.isDestroyed
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            heading: e.isActive('heading', { level: 3 }),
            bullet: e.isActive('bulletList'),
            ordered: e.isActive('orderedList'),
            link: e.isActive('link'),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });

  return (
    <div
      className={`overflow-hidden rounded-md border bg-white shadow-xs has-[.ProseMirror-focused]:outline-2 has-[.ProseMirror-focused]:outline-offset-2 has-[.ProseMirror-focused]:outline-brand-600 dark:bg-slate-900 dark:has-[.ProseMirror-focused]:outline-brand-100 ${
        invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-500'
      }`}
    >
      {editor && state && (
        <>
          <div
            role="toolbar"
            aria-label={`Formato: ${label}`}
            className="flex flex-wrap items-center gap-0.5 border-b border-slate-300 bg-slate-50 px-1.5 py-1 dark:border-slate-600 dark:bg-slate-800"
          >
            <ToolButton label="Negrita" pressed={state.bold} onClick={() => editor.chain().focus().toggleBold().run()}>
              <span className="font-serif text-base font-black">B</span>
            </ToolButton>
            <ToolButton label="Cursiva" pressed={state.italic} onClick={() => editor.chain().focus().toggleItalic().run()}>
              <span className="font-serif text-base italic">I</span>
            </ToolButton>
            {headings && (
              <ToolButton label="Título" pressed={state.heading} onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}>
                <span className="text-sm font-bold">T</span>
              </ToolButton>
            )}
            <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-300 dark:bg-slate-600" />
            <ToolButton label="Lista con viñetas" pressed={state.bullet} onClick={() => editor.chain().focus().toggleBulletList().run()}>
              <Svg d={ICONS.bullet} />
            </ToolButton>
            <ToolButton label="Lista numerada" pressed={state.ordered} onClick={() => editor.chain().focus().toggleOrderedList().run()}>
              <Svg d={ICONS.ordered} />
            </ToolButton>
            <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-300 dark:bg-slate-600" />
            <ToolButton label="Enlace" pressed={state.link || linkOpen} onClick={() => setLinkOpen((o) => !o)}>
              <Svg d={ICONS.link} />
            </ToolButton>
            {state.link && (
              <ToolButton label="Quitar enlace" onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}>
                <Svg d={ICONS.unlink} />
              </ToolButton>
            )}
            <span aria-hidden="true" className="mx-1 h-6 w-px bg-slate-300 dark:bg-slate-600" />
            <ToolButton label="Deshacer" disabled={!state.canUndo} onClick={() => editor.chain().focus().undo().run()}>
              <Svg d={ICONS.undo} />
            </ToolButton>
            <ToolButton label="Rehacer" disabled={!state.canRedo} onClick={() => editor.chain().focus().redo().run()}>
              <Svg d={ICONS.redo} />
            </ToolButton>
          </div>
          {linkOpen && <LinkForm editor={editor} onDone={() => setLinkOpen(false)} />}
        </>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
