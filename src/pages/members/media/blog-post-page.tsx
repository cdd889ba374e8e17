// `/members/media/blog/$blogId`: a blog post (member spec §2, §3): title, image, its server HTML sanitized,
// and the featured posts; a private one refused to the viewer goes where the gated content rules say.
import { Link } from '@tanstack/react-router';
import { postQueryOptions } from '@/api/queries/media';
import { PostBody } from '@/screens/media/post-body';
import { usePageMeta } from '@/src/shell/page-meta';
import { GATED_CONTENT_PATH } from './media-routes';
import { MediaItemStatus } from './media-item-status';
import { useMediaItem } from './use-media-item';

export const POST_PATH = '/members/media/blog/$blogId';

export function BlogPostPage({ postId }: { postId: string }) {
  const { item: post, status } = useMediaItem('post', (api, viewer) => postQueryOptions(api, postId, viewer));
  usePageMeta({ title: post.data?.title ?? 'Blog' });

  return (
    <div className="media-page">
      <Link to={GATED_CONTENT_PATH} search={{ category: 'blog' }} className="media-back">
        Back to Blog
      </Link>
      <MediaItemStatus {...status} />
      {post.data && (
        <div className="media-post-layout">
          <article className="media-post">
            <p className="media-card__meta">{post.data.categories.join(' · ')}</p>
            <h1>{post.data.title}</h1>
            <img className="media-post__image" src={post.data.image_url} alt="" />
            <PostBody html={post.data.content} />
          </article>
          {post.data.featured_posts.length > 0 && (
            <aside className="media-featured" aria-labelledby="media-featured-heading">
              <h2 id="media-featured-heading">Featured Posts</h2>
              <ul>
                {post.data.featured_posts.map((featured) => (
                  <li key={featured.id}>
                    <Link to={POST_PATH} params={{ blogId: featured.id }}>
                      {featured.title}
                    </Link>
                    {featured.is_private && <span className="media-card__private">Members only</span>}
                  </li>
                ))}
              </ul>
            </aside>
          )}
        </div>
      )}
    </div>
  );
}
