/** Arabic texts of the video-progress domain: its contract schemas and its API module, keyed by their English text. */
export const videoProgressMessagesAr: Record<string, string> = {
  'The position must be a number of seconds': 'يجب أن يكون الموضع عدداً من الثواني',
  'The duration must be a number of seconds': 'يجب أن تكون المدة عدداً من الثواني',
  'The position cannot be past the end of the video': 'لا يمكن أن يتجاوز الموضع نهاية الفيديو',
};
