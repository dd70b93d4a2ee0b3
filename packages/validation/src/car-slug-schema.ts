import { z } from 'zod';
import { CAR_SLUG_PATTERN } from './car-slug.js';
import { MESSAGES } from './messages.js';

/** §5 the car slug as a form/request field, with its message (the rule itself: car-slug.ts). */
export const carSlugSchema = z
  .string({ error: () => MESSAGES.carSlug })
  .regex(CAR_SLUG_PATTERN, MESSAGES.carSlug);
