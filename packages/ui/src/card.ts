// `@dealer/ui/card`: the car card and what it is made of, without the rest of the library. The root
// entry re-exports every component (lead forms, their zod schemas, react-hook-form): Vite drops what is
// unused, but esbuild's code splitting puts every module the lazy enquiry modal shares with a module
// reachable from the root into the first-load chunk, so an esbuild app paid ~130 KB gzip for one card.
// From here, the modal's forms are reachable only through its dynamic import().
export { type CarCardView, type CardCar, carCardView } from '@dealer/reservations/rules';
export { CARD_IMAGE_SIZES, CarCard, type CarCardProps, type SimilarHref } from './car/CarCard';
export { CarGrid, type CarGridProps } from './car/CarGrid';
export { CarImage, type CarImageProps } from './car/CarImage';
export { FavouriteButton, type FavouriteButtonProps } from './car/FavouriteButton';
export { PriceTag } from './car/PriceTag';
export { TagBadge } from './car/TagBadge';
