const star = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z';

/** A 1-5 star rating: read as "Rated 5 out of 5", drawn as five stars. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <div className="star-rating" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={star} className={n <= rating ? 'is-filled' : undefined} />
        </svg>
      ))}
    </div>
  );
}
