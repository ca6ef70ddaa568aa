import { youtubeEmbedUrl } from '../youtube-embed';

describe('youtubeEmbedUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://www.youtube.com/watch?feature=share&v=aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ',
    'https://www.youtube.com/embed/aqz-KE-bpKQ',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    'https://m.youtube.com/shorts/aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ?t=42',
  ])('plays %s in the privacy-enhanced player', (url) => {
    expect(youtubeEmbedUrl(url)).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
  });

  it.each([
    '/uploads/ride.mp4',
    'https://cdn.example/video.webm',
    'https://example.com/youtube.com/embed/aqz-KE-bpKQ',
    // Not an 11-character video id: no video YouTube could play.
    'https://youtu.be/aqz-KE',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQxyz',
  ])(
    'leaves %s to play as a video file',
    (url) => {
      expect(youtubeEmbedUrl(url)).toBeNull();
    },
  );
});
