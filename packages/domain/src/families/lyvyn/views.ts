/** Lyvyn's views are joyn's: the same tabs, sub-views, cameras and next labels. */
import { joynLikeViews } from '../joyn/views.ts';

export const lyvynViews = joynLikeViews();
