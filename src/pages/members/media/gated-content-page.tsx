// `/members/gated_content`: the member videos and blog (the help links' lists, `?category=videos|blog`)
// and the landing for blocked content (member spec §2, §4): arriving from a private item (`back`), a visitor
// is offered sign-in back to it, or membership.
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { postListQueryOptions, videoListQueryOptions } from '@/api/queries/media';
import { MediaCard, type MediaCardProps } from '@/screens/media/media-card';
import { Alert } from '@/ui/alert';
import { LinkButton } from '@/ui/link-button';
import { Spinner } from '@/ui/spinner';
import { useSession } from '@/src/auth/session-context';
import { usePageMeta } from '@/src/shell/page-meta';
import { POST_PATH } from './blog-post-page';
import { GATED_CONTENT_PATH, type MediaList } from './media-routes';

export const MEDIA_TITLE = 'Member Videos & Blog';
const VIDEO_PATH = '/members/media/videos/$videoId';
const LISTS: { list: MediaList; label: string }[] = [
  { list: 'videos', label: 'Videos' },
  { list: 'blog', label: 'Blog' },
];

export function GatedContentPage({ list, back }: { list: MediaList; back: string | undefined }) {
  usePageMeta({ title: MEDIA_TITLE, description: 'Videos and articles from our captains.' });
  return (
    <div className="media-page">
      <h1>{MEDIA_TITLE}</h1>
      {back && <MembersOnlyNotice back={back} />}
      <nav className="media-tabs" aria-label="Member media">
        {LISTS.map((item) => (
          <Link
            key={item.list}
            to={GATED_CONTENT_PATH}
            search={{ category: item.list, ...(back ? { back } : {}) }}
            className="media-tabs__tab"
            aria-current={item.list === list ? 'page' : undefined}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      <MediaItems list={list} />
    </div>
  );
}

function MembersOnlyNotice({ back }: { back: string }) {
  const session = useSession();
  return (
    <Alert kind="info">
      <p>The page you asked for is for current members only.</p>
      <div className="media-notice__actions">
        {session.status !== 'signed-in' && (
          <LinkButton to="/login" search={{ return_to: back }}>
            Sign In
          </LinkButton>
        )}
        <LinkButton to="/members/join" variant={session.status === 'signed-in' ? 'primary' : 'secondary'}>
          Become a Member
        </LinkButton>
      </div>
    </Alert>
  );
}

/** The chosen list's cards; only that list is fetched. */
function MediaItems({ list }: { list: MediaList }) {
  const { api } = useRouteContext({ from: '__root__' });
  const videos = useQuery({ ...videoListQueryOptions(api), enabled: list === 'videos' });
  const posts = useQuery({ ...postListQueryOptions(api), enabled: list === 'blog' });
  const cards: (MediaCardProps & { key: string })[] | undefined =
    list === 'videos'
      ? videos.data?.map((video) => ({
          key: video.id,
          title: video.title,
          imageUrl: video.image_url,
          categories: video.categories,
          isPrivate: video.is_private,
          summary: video.short_description,
          link: (
            <Link to={VIDEO_PATH} params={{ videoId: video.id }} className="media-card__link">
              Watch<span className="visually-hidden"> {video.title}</span>
            </Link>
          ),
        }))
      : posts.data?.map((post) => ({
          key: post.id,
          title: post.title,
          imageUrl: post.image_url,
          categories: post.categories,
          isPrivate: post.is_private,
          link: (
            <Link to={POST_PATH} params={{ blogId: post.id }} className="media-card__link">
              Read<span className="visually-hidden"> {post.title}</span>
            </Link>
          ),
        }));
  return (
    <ListState label={list === 'videos' ? 'videos' : 'posts'} query={list === 'videos' ? videos : posts}>
      {cards?.map(({ key, ...card }) => (
        <li key={key}>
          <MediaCard {...card} />
        </li>
      ))}
    </ListState>
  );
}

function ListState({
  label,
  query,
  children,
}: {
  label: string;
  query: { isPending: boolean; isError: boolean; data?: readonly unknown[] | undefined };
  children: ReactNode;
}) {
  if (query.isPending) return <Spinner label={`Loading the ${label}…`} />;
  if (query.isError)
    return <Alert kind="failure">The {label} could not be loaded right now. Please try again later.</Alert>;
  if (query.data?.length === 0) return <p>No {label} yet. Check back soon.</p>;
  return <ul className="media-grid">{children}</ul>;
}
