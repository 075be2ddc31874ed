import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pdfsApi } from '@backoffice/contract';
import { changeLanguage } from '@/lib/language';
import { renderWithProviders } from '@/test/render';
import { answer, refuse, server } from '@/test/server';
import { ApiError } from './api-client';
import { setUnauthorizedHandler } from './request-core';
import { getToken, removeToken, setToken } from './session-storage';
import { fieldsThenFiles, sendForm, useUpload } from './upload';

const pdfForm = () => {
  const form = new FormData();
  form.append('type', 'Revision');
  form.append('pdf[0]', new File(['%PDF-1.4 '.repeat(1000)], 'notes.pdf', { type: 'application/pdf' }));
  return form;
};
const request = () => ({ endpoint: pdfsApi.create, form: pdfForm() });

/** The PDF upload holds its answer until `release()`; `arrived` resolves once the request has reached the server. */
function holdUpload() {
  let release = () => undefined as void;
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post('*/api/admin/pdf', async () => {
      arrive();
      await released;
      return HttpResponse.json({ message: 'PDFs added', data: [1] });
    }),
  );
  return { arrived, release };
}

function PdfUpload() {
  const upload = useUpload(request);
  return (
    <>
      <button onClick={() => upload.mutate()}>Send</button>
      <button onClick={upload.cancel}>Stop</button>
      <p>{upload.progress === null ? 'idle' : `${upload.progress}%`}</p>
      {upload.isSuccess && <p>{upload.data.message}</p>}
      {upload.isError && <p>Not sent</p>}
    </>
  );
}

afterEach(() => {
  removeToken();
  setUnauthorizedHandler(() => undefined);
});

describe('fieldsThenFiles', () => {
  it('sends the text fields before the files, so the server checks the classes before it stores a byte', () => {
    const video = new File(['video'], 'lesson.mp4', { type: 'video/mp4' });
    const form = fieldsThenFiles(
      [
        ['title', 'Lesson'],
        ['classesId[]', '3'],
        ['classesId[]', '4'],
        ['embedded_html', undefined],
      ],
      [['video', video]],
    );
    expect([...form.keys()]).toEqual(['title', 'classesId[]', 'classesId[]', 'video']);
    expect(form.getAll('classesId[]')).toEqual(['3', '4']);
  });
});

describe('sendForm', () => {
  it('sends the form with the token and language of every call and answers the parsed reply', async () => {
    setToken('token-1');
    let seen: { authorization: string | null; type: FormDataEntryValue | null } | null = null;
    server.use(
      http.post('*/api/admin/pdf', async ({ request: sent }) => {
        seen = { authorization: sent.headers.get('authorization'), type: (await sent.formData()).get('type') };
        return HttpResponse.json({ message: 'PDFs added', data: [4] });
      }),
    );
    await expect(sendForm(request())).resolves.toEqual({ message: 'PDFs added', data: [4] });
    expect(seen).toEqual({ authorization: 'Bearer token-1', type: 'Revision' });
  });

  it('fails with an ApiError carrying the field errors, for the form to show beside its fields', async () => {
    server.use(refuse(pdfsApi.create, 422, 'The type field is required.', { type: ['The type field is required.'] }));
    const error = await sendForm(request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'The type field is required.',
      fields: { type: ['The type field is required.'] },
    });
  });

  it("refuses an empty file before sending it, as the server would, in the reader's language", async () => {
    let requests = 0;
    server.use(
      http.post('*/api/admin/pdf', () => {
        requests += 1;
        return HttpResponse.json({ message: 'PDFs added', data: [1] });
      }),
    );
    const form = new FormData();
    form.append('type', 'Revision');
    form.append('pdf[0]', new File([], 'empty.pdf', { type: 'application/pdf' }));
    const error = await sendForm({ endpoint: pdfsApi.create, form }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'The file is empty', fields: { 'pdf[0]': ['The file is empty'] } });
    await act(() => changeLanguage('ar'));
    try {
      await expect(sendForm({ endpoint: pdfsApi.create, form })).rejects.toMatchObject({ message: 'الملف فارغ' });
    } finally {
      await act(() => changeLanguage('en'));
    }
    expect(requests).toBe(0);
  });

  it('ends the session on a 401 as every call does', async () => {
    setToken('expired');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(refuse(pdfsApi.create, 401, 'Unauthenticated.'));
    const error = await sendForm(request()).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(getToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('fails with the fallback message when the server gives none', async () => {
    server.use(http.post('*/api/admin/pdf', () => new HttpResponse('Bad gateway', { status: 502 })));
    await expect(sendForm(request())).rejects.toMatchObject({ status: 502, message: 'Something went wrong' });
  });

  it('reports its progress up to 100%', async () => {
    server.use(answer(pdfsApi.create, { message: 'PDFs added', data: [1] }));
    const percents: number[] = [];
    await sendForm(request(), { onProgress: (percent) => percents.push(percent) });
    expect(percents.at(-1)).toBe(100);
  });

  it('stops with an AbortError when its signal cancels it', async () => {
    const upload = holdUpload();
    const controller = new AbortController();
    const sent = sendForm(request(), { signal: controller.signal }).catch((e: unknown) => e);
    await upload.arrived;
    controller.abort();
    expect(await sent).toMatchObject({ name: 'AbortError' });
    upload.release();
  });
});

describe('useUpload', () => {
  it('shows progress while it runs and the answer when it is in', async () => {
    const upload = holdUpload();
    renderWithProviders(<PdfUpload />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await upload.arrived;
    expect(screen.getByText(/^\d+%$/)).toBeInTheDocument();
    upload.release();
    expect(await screen.findByText('PDFs added')).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
  });

  it('says "Upload cancelled!" when stopped, and no error', async () => {
    const upload = holdUpload();
    renderWithProviders(<PdfUpload />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await upload.arrived;
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Upload cancelled!')).toBeInTheDocument();
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    upload.release();
  });

  it('toasts a refusal once, with the server message', async () => {
    server.use(refuse(pdfsApi.create, 422, 'The pdf must be a file of type: pdf.'));
    renderWithProviders(<PdfUpload />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    expect(screen.getAllByText('The pdf must be a file of type: pdf.')).toHaveLength(1);
  });
});
