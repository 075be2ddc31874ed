import { studentExportJob } from './student-export.service';
import { studentImportJob } from './student-import.service';

export const jobTypes = { 'student-import': studentImportJob, 'student-export': studentExportJob };
