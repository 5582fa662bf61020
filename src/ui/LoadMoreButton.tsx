import { Button } from './Button';
import { cn } from './cn';

/** What 'Load more' needs of an infinite query (React Query's useInfiniteQuery result has it). */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** 'Load more' under a paginated list: the next page on demand, 'Loading...' meanwhile; nothing on the last page. */
export function LoadMoreButton({
  pages,
  className = 'flex justify-center',
  size,
}: {
  pages: MorePages;
  /** The wrapper's classes (placement). */
  className?: string;
  size?: 'sm' | 'md';
}) {
  if (!pages.hasNextPage) return null;
  return (
    <div className={cn(className)}>
      <Button
        variant="secondary"
        size={size}
        onClick={() => void pages.fetchNextPage()}
        disabled={pages.isFetchingNextPage}
      >
        {pages.isFetchingNextPage ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
