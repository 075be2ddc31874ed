import { useSearchParams } from 'react-router';
import { GRADING_ROUTES, type GradingKind } from '@backoffice/contract';
import { GradingViewer } from './components/grading-viewer';

/** One editor route: the viewer of the submission its query names (classId, studentId and the item's id). */
function EditorPage({ kind }: { kind: GradingKind }) {
  const [params] = useSearchParams();
  const number = (name: string) => Number(params.get(name)) || 0;
  const submissionRef = {
    kind,
    classId: number('classId'),
    itemId: number(GRADING_ROUTES[kind].idField),
    studentId: number('studentId'),
  };
  // A new key per submission: nothing of one student's strokes or view carries into another's.
  return (
    <GradingViewer
      key={`${kind}:${submissionRef.classId}:${submissionRef.itemId}:${submissionRef.studentId}`}
      submissionRef={submissionRef}
    />
  );
}

export const HomeworkEditorPage = () => <EditorPage kind="homework" />;
export const QuizEditorPage = () => <EditorPage kind="quiz" />;
export const ExamEditorPage = () => <EditorPage kind="exam" />;
