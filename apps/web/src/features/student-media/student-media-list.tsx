import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { formatDate } from '@/lib/format';

type MediaItem = { id: number; title: string; createdAt: string };

type StudentMediaListProps<T extends MediaItem> = {
  title: string;
  emptyText: string;
  items: T[] | undefined;
  /** The icon at the start of each card (a play circle, a PDF sign...). */
  icon: ReactNode;
  onOpen: (item: T) => void;
  /** What the page adds below the list (a viewer dialog). */
  children?: ReactNode;
};

/** The student's videos or PDFs as cards (title and 'Added <date>'); a card opens its item. */
export function StudentMediaList<T extends MediaItem>({
  title,
  emptyText,
  items,
  icon,
  onOpen,
  children,
}: StudentMediaListProps<T>) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {items?.length === 0 && <EmptyState text={emptyText} />}
      {items?.map((item) => (
        <Card key={item.id} variant="outlined">
          <CardActionArea onClick={() => onOpen(item)}>
            <CardContent>
              <Stack direction="row" alignItems="center" spacing={1.5}>
                {icon}
                <Stack sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle1" component="h2" noWrap>
                    {item.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('student-media.added', { date: formatDate(item.createdAt) })}
                  </Typography>
                </Stack>
              </Stack>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
      {children}
    </Stack>
  );
}
