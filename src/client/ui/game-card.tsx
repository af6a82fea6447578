import type { ReactNode } from 'react';
import { Link } from '#client/lib/router';
import './game-card.css';

/** A game as a big link card: its name, what it is, and optional details (level, best score). */
export function GameCard({
  to,
  gameId,
  title,
  text,
  meta,
}: {
  to: string;
  gameId: string;
  title: string;
  text: string;
  meta?: ReactNode;
}) {
  return (
    <Link to={to} className={`game-card game-card--${gameId}`}>
      <span className="game-card__title">{title}</span>
      <span className="game-card__text">{text}</span>
      {meta === undefined ? null : <span className="game-card__meta">{meta}</span>}
    </Link>
  );
}
