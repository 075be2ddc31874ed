import { screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';

// linkify keeps the console.warn it finds when loaded: the spy is in place before the editor's modules load.
const warn = vi.spyOn(console, 'warn');
const { find } = await import('linkifyjs');
const { RichTextEditor } = await import('./rich-text-editor');

describe('RichTextEditor', () => {
  it('starts without a linkify warning when linkify is already in use (the editor that follows a sent e-mail)', async () => {
    // An earlier editor's autolink has read text: linkify is initialised, and refuses new schemes with a warning.
    expect(find('write to mailto:office@example.com')).toHaveLength(1);
    renderWithProviders(<RichTextEditor label="Body" onChange={() => undefined} />);
    const body: HTMLElement & { editor?: Editor } = await screen.findByRole('textbox', { name: 'Body' });
    // The editor registers its link schemes in onCreate, a task after it is built; TipTap marks its view's editor
    // initialised once that has run.
    await waitFor(() => expect(body.editor?.isInitialized).toBe(true));
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/linkify/);
  });
});
