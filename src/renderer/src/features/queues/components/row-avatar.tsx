// An agency's logo in its row (36 px, rounded), or its initial when it has none or the logo does not load.
import { useState } from 'react';
import { IconBuildings } from '@renderer/components/icons';
import classes from './queue-row.module.css';

export function RowAvatar({ src, initial }: { src: string | null; initial: string | undefined }) {
  // Which logo failed: a new one is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <div className={classes.avatar}>
      {src && failed !== src ? (
        <img className={classes.avatarImage} src={src} alt="" onError={() => setFailed(src)} />
      ) : (
        <span className={classes.avatarInitial}>
          {/* A name without a letter to show: a building stands for the agency. */}
          {initial ?? <IconBuildings size={25} />}
        </span>
      )}
    </div>
  );
}
