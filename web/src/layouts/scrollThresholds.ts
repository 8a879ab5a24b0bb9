/** Spec section 9: the header changes style from 50px of scroll, the scroll-up button shows from 350px. */
export const HEADER_SCROLLED_AT_PX = 50;
export const SCROLL_UP_VISIBLE_AT_PX = 350;
/** Where floating buttons would cover the text column (FloatingButton.css uses the same width). */
export const PHONE_MEDIA_QUERY = '(max-width: 640px)';
