// A link to one field (`?field=services[0].pricing`, from the report) makes that field current when
// the step opens: opened, focused and scrolled to.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FIELD_PARAM } from '../lib/field-links';

export function useFieldOnArrival(goTo: (path: string) => void, stepPaths: readonly string[]) {
  const [search] = useSearchParams();
  const [arrival] = useState(() => search.get(FIELD_PARAM));
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current || arrival === null || !stepPaths.includes(arrival)) return;
    // After the list's first paint, so the field can be scrolled to.
    const frame = requestAnimationFrame(() => {
      arrived.current = true;
      goTo(arrival);
    });
    return () => cancelAnimationFrame(frame);
  }, [arrival, goTo, stepPaths]);
}
