import { maximumStars, roundToHalfStar } from './star-rounding';
import { shouldShowRating } from './rating-visibility';
import './rating.css';

export interface RatingProps {
  /** The average, e.g. 4.3; shown rounded to the nearest half star. */
  value: number;
  /** How many reviews or ratings the average is of. */
  count: number;
  noun?: 'reviews' | 'ratings';
  /** Also shows the count, "(12)", beside the stars. */
  showCount?: boolean;
  className?: string;
}

type Fill = 'full' | 'half' | 'empty';

const star = '12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26';
// The star is symmetric about x = 12, so its left half is the outline from the top point to the bottom notch.
const leftHalf = '12 2 8.91 8.26 2 9.27 7 14.14 5.82 21.02 12 17.77';

function Star({ fill }: { fill: Fill }) {
  return (
    <svg
      className={`ui-rating__star ui-rating__star--${fill}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <polygon
        points={star}
        fill={fill === 'full' ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      {fill === 'half' && <polygon points={leftHalf} fill="currentColor" />}
    </svg>
  );
}

const integer = new Intl.NumberFormat('en-US');

/**
 * Five stars for an average, as one image named "4.5 out of 5 stars, 12 reviews". Renders nothing below
 * three reviews or ratings.
 */
export function Rating({ value, count, noun = 'reviews', showCount = false, className }: RatingProps) {
  if (!shouldShowRating(count)) return null;
  const rounded = roundToHalfStar(value);
  const label = `${rounded} out of ${maximumStars} stars, ${integer.format(count)} ${noun}`;
  const fills = Array.from({ length: maximumStars }, (_, index): Fill =>
    rounded >= index + 1 ? 'full' : rounded === index + 0.5 ? 'half' : 'empty',
  );
  return (
    <span role="img" aria-label={label} className={['ui-rating', className].filter(Boolean).join(' ')}>
      {fills.map((fill, index) => (
        <Star key={index} fill={fill} />
      ))}
      {showCount && (
        <span className="ui-rating__count" aria-hidden="true">
          ({integer.format(count)})
        </span>
      )}
    </span>
  );
}
