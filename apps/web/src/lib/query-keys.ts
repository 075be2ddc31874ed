import type { ImportExportType } from '@backoffice/contract';

/**
 * The cache keys of the features whose data another feature reads or invalidates. A feature never imports
 * another, so the owner's queries and the other feature's reads or invalidations both name their key here
 * and cannot drift apart. A key only the owning feature uses stays in its own `api/`.
 */
export const rankingKeys = {
  all: () => ['ranking'] as const,
  list: (params: { classId: number | null; q: string; page: number }) => [...rankingKeys.all(), 'list', params] as const,
};

export const importExportKeys = {
  all: () => ['import-export'] as const,
  list: (params: { type: ImportExportType; q: string; page: number }) => [...importExportKeys.all(), 'list', params] as const,
};

export const educationalPartKeys = {
  all: () => ['educational-parts'] as const,
  list: (params: { q: string; page: number }) => [...educationalPartKeys.all(), 'list', params] as const,
};

export const questionKeys = {
  all: () => ['questions'] as const,
  /** How many bank questions a draw can take: the bank's filter and the workstation's dynamic question. */
  drawPreview: (params: { educational_part_id: number; complexity?: number }) =>
    [...questionKeys.all(), 'draw-preview', params] as const,
};

export const videoKeys = {
  all: () => ['videos'] as const,
  /** A secure video's playback grant, for the staff player and the student app alike. */
  cipher: (id: number) => [...videoKeys.all(), 'cipher', id] as const,
};
