import { useEffect, useState } from 'react';
import { GRADING_CLAIM_MINUTES, type GradingClaim } from '@backoffice/contract';
import { claimSubmission, releaseSubmission, type SubmissionRef } from '../api/grading-api';

/**
 * Opening a submission claims it; the claim is renewed while the viewer stays open and released when
 * it closes. Answers the other grader who holds it, if any ("being graded by X").
 */
export function useClaim(ref: SubmissionRef, isEnabled: boolean): GradingClaim | null {
  const [other, setOther] = useState<GradingClaim | null>(null);
  const { kind, classId, itemId, studentId } = ref;
  useEffect(() => {
    if (!isEnabled) return;
    const target = { kind, classId, itemId, studentId };
    const claim = () =>
      claimSubmission(target).then(
        (response) => setOther(response.data.claim),
        () => undefined,
      );
    void claim();
    const timer = window.setInterval(claim, (GRADING_CLAIM_MINUTES * 60_000) / 3);
    return () => {
      window.clearInterval(timer);
      void releaseSubmission(target);
    };
  }, [kind, classId, itemId, studentId, isEnabled]);
  return other;
}
