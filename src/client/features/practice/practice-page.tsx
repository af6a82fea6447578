import { FIRST_ENTRY_KEY, Navigate, useLocation, useParams } from '#client/lib/router';
import { isMathOperation } from '#shared/maths/operations';
import { randomSeed } from '#client/lib/random-seed';
import { readPracticeSettings } from '#client/lib/practice-route-state';
import { SoloPractice } from './solo-practice';

/**
 * /practice/:skill — an unknown skill sends the student home instead of failing; a known one in
 * capitals is that skill (the server serves page paths in any case).
 */
export function PracticePage({ seed }: { seed?: number }) {
  const skill = useParams().skill?.toLowerCase();
  const location = useLocation();
  if (!isMathOperation(skill)) return <Navigate to="/" replace />;
  const { mode, range, tables, answerInput } = readPracticeSettings(location.state);
  return (
    <SoloPractice
      key={`${skill}-${location.key}`}
      operation={skill}
      mode={mode}
      range={range}
      tables={tables}
      answerInput={answerInput}
      seed={seed ?? randomSeed()}
      visit={location.key === FIRST_ENTRY_KEY ? undefined : location.key}
    />
  );
}
