import { telHref } from "@store/domain/shell-rules";
import { Icon } from "~/components/ui/icon";
import { useBrand } from "~/lib/brand-context";
import "./support-phone-link.css";

/** The brand's support line ('24/7 Australia Customer Support') as a tel: link. */
export function SupportPhoneLink({
  phone,
  className,
  labelUntilWide = false,
}: {
  phone: string;
  className?: string;
  /** Show the label only once the header is wide; narrower, the number alone (the label is still read). */
  labelUntilWide?: boolean;
}) {
  const brand = useBrand();
  return (
    <a className={["support-phone-link", className].filter(Boolean).join(" ")} href={telHref(phone)}>
      <Icon name="phone" size={18} />
      <span className="support-phone-link__text">
        <span className={`support-phone-link__label${labelUntilWide ? " visually-hidden-until-wide" : ""}`}>
          {brand.support.label}
        </span>
        <span className="support-phone-link__number">{phone}</span>
      </span>
    </a>
  );
}
