import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { useBrand } from "~/lib/brand-context";
import "./home-hero.css";

/** The home page hero: the brand's name and tagline over its room scene, and the way into the catalogue. */
export function HomeHero() {
  const brand = useBrand();
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__inner page-container">
        <h1 id="home-hero-title" className="home-hero__title">
          {brand.name}
        </h1>
        <p className="home-hero__tagline">{brand.tagline}</p>
        <div className="home-hero__actions">
          <Link to="/products" className={buttonClassName("primary", "home-hero__cta")}>
            Shop all products
          </Link>
          <Link to="/stores" className={buttonClassName("secondary", "home-hero__secondary")}>
            Find a store
          </Link>
        </div>
      </div>
      {/* Decorative: the brand's room scene (ADR 062); it fades into the hero's colour under the text */}
      <img
        className="home-hero__scene"
        src={`/media/hero/${brand.id}.svg`}
        alt=""
        width={960}
        height={600}
        fetchPriority="high"
      />
    </section>
  );
}
