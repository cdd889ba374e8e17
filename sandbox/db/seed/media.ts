// Videos and blog posts (docs/sandbox.md "Media"): four videos and five posts, two of each private, with
// categories and images the sandbox serves under /api/media/. Post content is HTML stored as given; post-5
// carries what a paste into the content site can bring along (a script, an inline event handler, a
// javascript: link), so the portal's sanitizing is proven against a real answer.
import type { Queryable } from '../db';
import { insertRows } from './insert';

export const VIDEOS = [
  {
    id: 'video-1',
    title: 'Boating Safety Basics',
    categories: ['Safety'],
    is_private: false,
    keywords: ['safety', 'life jackets'],
  },
  {
    id: 'video-2',
    title: 'How to Call for a Tow',
    categories: ['Membership'],
    is_private: false,
    keywords: ['tow', 'vhf'],
  },
  {
    id: 'video-3',
    title: 'Captain’s Corner: Reading the Weather',
    categories: ['Seamanship', 'Weather'],
    is_private: true,
    keywords: ['weather'],
  },
  {
    id: 'video-4',
    title: 'Trailer Care: Roadside Ready',
    categories: ['Trailering'],
    is_private: true,
    keywords: ['trailer', 'tires'],
  },
].map((v, i) => ({
  ...v,
  short_description: `${v.title} in under five minutes.`,
  long_description: `${v.title}: practical advice from our captains for a safer day on the water.`,
  video_uid: `sandbox-video-uid-${i + 1}`,
  image_url: `/api/media/videos/${v.id}.svg`,
}));

export const POSTS = [
  {
    id: 'post-1',
    title: 'Spring Commissioning Checklist',
    categories: ['Maintenance'],
    is_private: false,
    featured: true,
  },
  {
    id: 'post-2',
    title: 'Anchoring Overnight with Confidence',
    categories: ['Seamanship'],
    is_private: false,
    featured: false,
  },
  {
    id: 'post-3',
    title: 'Members Only: Hurricane Prep Guide',
    categories: ['Safety', 'Weather'],
    is_private: true,
    featured: true,
  },
  {
    id: 'post-4',
    title: 'Members Only: Best Fuel Docks of the Season',
    categories: ['Destinations'],
    is_private: true,
    featured: false,
  },
].map((p) => ({
  ...p,
  permalink: p.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  image_url: `/api/media/posts/${p.id}.svg`,
  content: `<p>${p.title}. Our captains share what they see every season on the water.</p>`,
}));

/** Set by the markup of post-5 if it ever ran in a page. */
export const INJECTED_MARKER = '__injectedByPost';

POSTS.push({
  id: 'post-5',
  title: 'Reader Tips: Knots Worth Knowing',
  categories: ['Seamanship'],
  is_private: false,
  featured: false,
  permalink: 'reader-tips-knots-worth-knowing',
  image_url: '/api/media/posts/post-5.svg',
  content: [
    '<p>Reader tips from the dock, as submitted.</p>',
    '<ul><li>Bowline: a fixed loop that will not slip.</li><li>Cleat hitch: made fast in seconds.</li></ul>',
    `<img src="missing-image" alt="" onerror="window.${INJECTED_MARKER}='onerror'">`,
    `<script>window.${INJECTED_MARKER}='script'</script>`,
    `<p><a href="javascript:window.${INJECTED_MARKER}='link'">Printable knot chart</a></p>`,
  ].join(''),
});

export async function seedMedia(db: Queryable): Promise<void> {
  await insertRows(db, 'videos', VIDEOS);
  await insertRows(db, 'blog_posts', POSTS);
}
