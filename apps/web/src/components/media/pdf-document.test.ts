import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeToken, setToken } from '@/lib/session-storage';
import { server } from '@/test/server';
import { openPdf } from './pdf-document';

const getDocument = vi.hoisted(() =>
  vi.fn((_source: { data?: Uint8Array; url?: string }) => ({ promise: Promise.resolve('document') })),
);
vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: {}, getDocument }));

afterEach(() => {
  removeToken();
  getDocument.mockClear();
});

describe('openPdf', () => {
  it("fetches the file of a grant with the viewer's bearer token and hands pdf.js its bytes, not the address", async () => {
    setToken('student-token');
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/home/pdfs/3/file', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        expect(new URL(request.url).searchParams.get('grant')).toBe('g1');
        return new HttpResponse(new TextEncoder().encode('%PDF-1.4'), { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    await expect(openPdf('/api/home/pdfs/3/file?grant=g1')).resolves.toBe('document');
    expect(seen).toEqual(['Bearer student-token']);
    const [source] = getDocument.mock.calls[0];
    expect(source.url).toBeUndefined();
    expect(new TextDecoder().decode(source.data)).toBe('%PDF-1.4');
  });

  it('opens nothing when the server refuses the grant', async () => {
    setToken('other-token');
    server.use(
      http.get('*/api/home/pdfs/3/file', () =>
        HttpResponse.json({ message: 'This link has expired or is not valid for this file.', data: null }, { status: 403 }),
      ),
    );
    await expect(openPdf('/api/home/pdfs/3/file?grant=g1')).rejects.toMatchObject({ status: 403 });
    expect(getDocument).not.toHaveBeenCalled();
  });
});
