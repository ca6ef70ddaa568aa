/**
 * The address of YouTube's privacy-enhanced player for a YouTube link (a watch page, a short link,
 * a Short, or an embed address), or null for any other address, which plays as a video file. Staff
 * paste any of these; the player's origin is the one nginx.conf's Content-Security-Policy admits in
 * frame-src. A video's id is 11 characters: a longer or shorter one is no video YouTube can play.
 */
export function youtubeEmbedUrl(url: string): string | null {
  const match = /^https?:\/\/(?:www\.|m\.)?(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})(?![\w-])/.exec(url);
  return match ? `https://www.youtube-nocookie.com/embed/${match[1]}` : null;
}
