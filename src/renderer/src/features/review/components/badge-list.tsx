// The agency's short texts as badges (offices, languages, skills): isolated, cut with an ellipsis
// when wider than the preview, the whole text in the tooltip.
import classes from './preview.module.css';

interface BadgeListProps {
  items: readonly string[];
  color?: 'gray' | 'blue';
  size?: 'xs';
}

export function BadgeList({ items, color = 'gray', size }: BadgeListProps) {
  const badge = [
    classes.badge,
    color === 'blue' ? classes.badgeBlue : classes.badgeGray,
    size === 'xs' ? classes.badgeXs : '',
  ].join(' ');
  return (
    <div className={classes.badges}>
      {items.map((item, index) => (
        <div key={`${index}:${item}`} className={badge} title={item}>
          <bdi>{item}</bdi>
        </div>
      ))}
    </div>
  );
}
