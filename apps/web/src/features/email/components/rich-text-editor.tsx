import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatTextdirectionLToRIcon from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToLIcon from '@mui/icons-material/FormatTextdirectionRToL';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Box, Divider, FormHelperText, IconButton, Paper, Stack, ToggleButton, Tooltip, Typography } from '@mui/material';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkDialog } from './link-dialog';

type RichTextEditorProps = {
  label: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  /** A validation or server message shown under the editor. */
  error?: string;
};

function ToolButton(props: { label: string; active?: boolean; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <Tooltip title={props.label}>
      <span>
        <ToggleButton
          value={props.label}
          size="small"
          selected={Boolean(props.active)}
          aria-label={props.label}
          aria-pressed={Boolean(props.active)}
          disabled={props.disabled}
          onChange={props.onClick}
          // A click keeps the focus in the text: a key pressed right after (Enter) goes to the body, not this button.
          onMouseDown={(event) => event.preventDefault()}
          sx={{ border: 0 }}
        >
          {props.children}
        </ToggleButton>
      </span>
    </Tooltip>
  );
}

/** TipTap: bold, italic, headings, lists, links and right-to-left paragraphs; answers HTML. */
export function RichTextEditor({ label, onChange, disabled, error }: RichTextEditorProps) {
  const { t } = useTranslation();
  const [isLinkOpen, setIsLinkOpen] = useState(false);
  const editor = useEditor(
    {
      // mailto is one of linkify's own schemes: naming it in `protocols` registered it again, which linkify
      // refuses with a console warning once a first editor has used it (a second Compose after SEND).
      extensions: [StarterKit.configure({ link: { openOnClick: false, defaultProtocol: 'https' } })],
      editable: !disabled,
      editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
      onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    },
    [],
  );
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
      rtl: e?.isActive({ dir: 'rtl' }) ?? false,
      ltr: e?.isActive({ dir: 'ltr' }) ?? false,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();

  return (
    <Box>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
        {label} *
      </Typography>
      <Paper variant="outlined" sx={error ? { borderColor: 'error.main' } : undefined}>
        <Stack direction="row" flexWrap="wrap" alignItems="center" sx={{ p: 0.5 }} role="toolbar" aria-label={t('email.toolbar')}>
          <ToolButton label={t('email.bold')} active={state?.bold} disabled={disabled} onClick={() => chain().toggleBold().run()}>
            <FormatBoldIcon fontSize="small" />
          </ToolButton>
          <ToolButton
            label={t('email.italic')}
            active={state?.italic}
            disabled={disabled}
            onClick={() => chain().toggleItalic().run()}
          >
            <FormatItalicIcon fontSize="small" />
          </ToolButton>
          <ToolButton
            label={t('email.heading2')}
            active={state?.h2}
            disabled={disabled}
            onClick={() => chain().toggleHeading({ level: 2 }).run()}
          >
            <Typography fontWeight={700} fontSize={14}>
              {t('email.heading2Short')}
            </Typography>
          </ToolButton>
          <ToolButton
            label={t('email.heading3')}
            active={state?.h3}
            disabled={disabled}
            onClick={() => chain().toggleHeading({ level: 3 }).run()}
          >
            <Typography fontWeight={700} fontSize={13}>
              {t('email.heading3Short')}
            </Typography>
          </ToolButton>
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          <ToolButton
            label={t('email.bulletList')}
            active={state?.bullet}
            disabled={disabled}
            onClick={() => chain().toggleBulletList().run()}
          >
            <FormatListBulletedIcon fontSize="small" />
          </ToolButton>
          <ToolButton
            label={t('email.orderedList')}
            active={state?.ordered}
            disabled={disabled}
            onClick={() => chain().toggleOrderedList().run()}
          >
            <FormatListNumberedIcon fontSize="small" />
          </ToolButton>
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          <ToolButton label={t('email.link')} active={state?.link} disabled={disabled} onClick={() => setIsLinkOpen(true)}>
            <LinkIcon fontSize="small" />
          </ToolButton>
          <Tooltip title={t('email.unlink')}>
            <span>
              <IconButton
                size="small"
                aria-label={t('email.unlink')}
                disabled={disabled || !state?.link}
                onClick={() => chain().unsetLink().run()}
              >
                <LinkOffIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          <ToolButton
            label={t('email.ltr')}
            active={state?.ltr}
            disabled={disabled}
            onClick={() => chain().setTextDirection('ltr').run()}
          >
            <FormatTextdirectionLToRIcon fontSize="small" />
          </ToolButton>
          <ToolButton
            label={t('email.rtl')}
            active={state?.rtl}
            disabled={disabled}
            onClick={() => chain().setTextDirection('rtl').run()}
          >
            <FormatTextdirectionRToLIcon fontSize="small" />
          </ToolButton>
        </Stack>
        <Divider />
        <Box
          sx={{
            px: 2,
            py: 1,
            minHeight: 220,
            '& .tiptap': { outline: 'none', minHeight: 200 },
            '& .tiptap p': { my: 1 },
            '& .tiptap a': { color: 'primary.main' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Paper>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <LinkDialog
        open={isLinkOpen}
        initialUrl={(editor.getAttributes('link').href as string | undefined) ?? ''}
        onClose={() => setIsLinkOpen(false)}
        onSave={(url) => {
          if (url) chain().extendMarkRange('link').setLink({ href: url }).run();
          else chain().extendMarkRange('link').unsetLink().run();
          setIsLinkOpen(false);
        }}
      />
    </Box>
  );
}
