import ClearIcon from '@mui/icons-material/LayersClear';
import DownloadIcon from '@mui/icons-material/Download';
import RedoIcon from '@mui/icons-material/Redo';
import RotateLeftIcon from '@mui/icons-material/RotateLeft';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import UndoIcon from '@mui/icons-material/Undo';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, Divider, IconButton, Paper, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviousIcon, NextIcon } from '@/components/directional-icons';
import { PEN_COLORS, ZOOM, type PenColor } from '../pdf/view-steps';

type GradingToolbarProps = {
  color: PenColor;
  onColor: (color: PenColor) => void;
  canUndo: boolean;
  canRedo: boolean;
  canClear: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onClear: () => void;
  onDownload: () => void;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  zoom: number;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onRotate: (direction: 1 | -1) => void;
};

/** Pen colour, undo, redo, clear, download, page navigation, rotation and zoom. */
export function GradingToolbar(props: GradingToolbarProps) {
  const { t } = useTranslation();
  const tool = (label: string, icon: ReactElement, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, p: 0.5, mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={props.color}
        aria-label={t('grading.penColor')}
        onChange={(_, value: PenColor | null) => value && props.onColor(value)}
      >
        {(Object.keys(PEN_COLORS) as PenColor[]).map((name) => (
          <ToggleButton key={name} value={name} aria-label={t(`grading.colors.${name}`)}>
            <Box sx={{ width: 18, height: 18, borderRadius: '50%', bgcolor: PEN_COLORS[name] }} />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Divider flexItem orientation="vertical" />
      {tool(t('grading.undo'), <UndoIcon />, props.onUndo, !props.canUndo)}
      {tool(t('grading.redo'), <RedoIcon />, props.onRedo, !props.canRedo)}
      {tool(t('grading.clear'), <ClearIcon />, props.onClear, !props.canClear)}
      {tool(t('grading.download'), <DownloadIcon />, props.onDownload)}
      <Divider flexItem orientation="vertical" />
      {tool(t('grading.previousPage'), <PreviousIcon />, () => props.onPage(props.page - 1), props.page <= 1)}
      <Typography aria-live="polite" sx={{ px: 1, whiteSpace: 'nowrap' }}>
        {t('grading.pageOf', { page: props.page, count: props.pageCount })}
      </Typography>
      {tool(t('grading.nextPage'), <NextIcon />, () => props.onPage(props.page + 1), props.page >= props.pageCount)}
      <Divider flexItem orientation="vertical" />
      {tool(t('grading.rotateLeft'), <RotateLeftIcon />, () => props.onRotate(-1))}
      {tool(t('grading.rotateRight'), <RotateRightIcon />, () => props.onRotate(1))}
      <Divider flexItem orientation="vertical" />
      {tool(t('grading.zoomOut'), <ZoomOutIcon />, props.onZoomOut, props.zoom <= ZOOM.min)}
      <Typography data-testid="zoom-level" sx={{ minWidth: 48, textAlign: 'center' }}>
        {t('grading.zoomPercent', { zoom: props.zoom })}
      </Typography>
      {tool(t('grading.zoomIn'), <ZoomInIcon />, props.onZoomIn, props.zoom >= ZOOM.max)}
    </Paper>
  );
}
