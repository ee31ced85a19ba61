// The few line icons the review steps use (Tabler's outlines), drawn by the console's one Icon.
import type { ReactNode } from 'react';
import { Icon, type IconProps } from '@renderer/components/icons';

const icon = (children: ReactNode) =>
  function ReviewIcon(props: IconProps) {
    return <Icon {...props}>{children}</Icon>;
  };

export const ArrowBackIcon = icon(<path d="M5 12h14M5 12l6 6M5 12l6-6" />);
export const MaximizeIcon = icon(
  <path d="M4 8V6a2 2 0 0 1 2-2h2M4 16v2a2 2 0 0 0 2 2h2M16 4h2a2 2 0 0 1 2 2v2M16 20h2a2 2 0 0 0 2-2v-2" />,
);
export const MinimizeIcon = icon(
  <path d="M15 19v-2a2 2 0 0 1 2-2h2M15 5v2a2 2 0 0 0 2 2h2M5 15h2a2 2 0 0 1 2 2v2M5 9h2a2 2 0 0 0 2-2V5" />,
);
export const WarningIcon = icon(
  <>
    <path d="M12 9v4M12 17h.01" />
    <path d="M10.24 3.96 2.39 17.6A2 2 0 0 0 4.14 20.6h15.72a2 2 0 0 0 1.75-3L13.76 3.96a2 2 0 0 0-3.52 0z" />
  </>,
);
export const NotChangedIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 10h6M9 14h6" />
  </>,
);
export const LinkIcon = icon(
  <path d="M9 15l6-6M11 6l.46-.54a5 5 0 0 1 7.07 7.07l-.53.47M13 18l-.4.53a5.07 5.07 0 0 1-7.12 0 4.97 4.97 0 0 1 0-7.07l.52-.46" />,
);
export const FileIcon = icon(
  <>
    <path d="M14 3v4a1 1 0 0 0 1 1h4" />
    <path d="M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2z" />
  </>,
);
export const StartIcon = icon(<path d="M7 4v16l13-8z" />);
export const EndIcon = icon(
  <path d="M5 5a5 5 0 0 1 7 0 5 5 0 0 0 7 0v9a5 5 0 0 1-7 0 5 5 0 0 0-7 0V5zM5 21v-7" />,
);
export const StepIcon = icon(<circle cx="12" cy="12" r="3" />);
export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />);
export const CheckIcon = icon(<path d="M5 12l5 5L20 7" />);
