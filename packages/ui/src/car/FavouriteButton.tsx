export interface FavouriteButtonProps {
  carName: string;
  active: boolean;
  onToggle(): void;
}

/** §4 favourite toggle: a pressed/unpressed button (keyboard and screen-reader friendly). */
export function FavouriteButton({ carName, active, onToggle }: FavouriteButtonProps) {
  return (
    <button
      type="button"
      className="favourite"
      aria-pressed={active}
      aria-label={active ? `Remove ${carName} from favourites` : `Save ${carName} to favourites`}
      onClick={onToggle}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path
          d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.6 5c2 0 3.6 1.1 4.4 2.6h2C13.8 6.1 15.4 5 17.4 5 21 5 23.1 8.6 21.6 11.9 19.5 16.4 12 21 12 21z"
          fill={active ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
