/**
 * One student's login card (teach.classes.$classId_.cards.tsx): their name, the class code and
 * address, their two pictures in order with their words, and the QR code of their card's link.
 * Black on white, sized in print for eight to a page on A4 or US Letter (tailwind.css, .login-card).
 */
import { useTranslation } from "react-i18next";
import { LoginPicture } from "~/components/LoginPicture";
import { loginPictureWord } from "~/utils/login-pictures";

export interface Card {
  userId: string;
  name: string;
  pictures: readonly [number, number];
  /** The card's QR code as SVG, drawn on the server from the site's own link (cards.server.ts). */
  qr: string;
}

export function LoginCard({ card, classCode, address }: { card: Card; classCode: string; address: string }) {
  const { t } = useTranslation("letters");
  const words = card.pictures.map((picture, i) => `${i + 1} ${loginPictureWord(picture, t)}`);
  return (
    <article className="login-card" data-testid="login-card" aria-label={t("card.label", { name: card.name })}>
      <div className="login-card-main">
        <h2 className="login-card-name">{card.name}</h2>
        <p className="login-card-code">
          {t("card.code")} <strong>{classCode}</strong>
        </p>
        <ol className="login-card-pictures" aria-label={t("card.pictures", { words: words.join(", ") })}>
          {card.pictures.map((picture, i) => (
            <li key={i}>
              <LoginPicture index={picture} size={52} />
              <span>{words[i]}</span>
            </li>
          ))}
        </ol>
      </div>
      <figure className="login-card-qr">
        {/* Drawn on the server from the site's own card link (loginCards). */}
        <div role="img" aria-label={t("card.qr", { name: card.name })} dangerouslySetInnerHTML={{ __html: card.qr }} />
        <figcaption>{t("card.scan")}</figcaption>
      </figure>
      <p className="login-card-address">
        {t("card.orGo")} <BreakableAddress address={address} />
      </p>
    </article>
  );
}

/** The address, allowed to wrap after its last "/" (before the class code) rather than inside the code. */
function BreakableAddress({ address }: { address: string }) {
  const cut = address.lastIndexOf("/") + 1;
  return (
    <span className="break-words font-semibold">
      {address.slice(0, cut)}
      <wbr />
      {address.slice(cut)}
    </span>
  );
}
