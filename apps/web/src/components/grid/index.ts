export { cellErrorsFrom } from './cell-errors';
export { EditableGrid, type EditableGridProps } from './editable-grid';
export { moveFrom, type Position } from './grid-keys';
export type { GridColumn, ScoreColumn, StatusColumn, TextColumn } from './grid-columns';
export { PendingChanges } from './pending-changes';
export { cellKey, restageChanges, stagedVersionKey, useStagedChanges, type CellValue, type RowId, type StagedChange, type StagedChanges } from './staged-changes';
export { useSaveShortcut } from './use-save-shortcut';
