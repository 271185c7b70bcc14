import { CheckCircle2, Phone, Quote } from 'lucide-react';
import { Link } from 'react-router';
import { Accordion } from '@/components/ui/accordion';
import { usePageTitle } from '@/lib/page-title';
import { useHelp } from '../api/get-help';
import { useShopProfile } from '../api/get-shop-profile';
import { telLink } from '../contact-links';

const WHY_CHOOSE_US = [
  'Experienced Vedic astrologers with years of practice',
  'Hand-blended attars and perfumes, made in small batches',
  'Energised gemstones and rudraksha with authenticity notes',
  'Private, respectful consultations in Hindi and English',
  'Secure payments and delivery across India',
];

const TESTIMONIALS = [
  {
    name: 'Ananya S., Pune',
    text: 'The birth-chart reading was calm, clear and practical. The sandalwood attar they suggested is now my daily ritual.',
  },
  {
    name: 'Rahul M., Jaipur',
    text: 'Genuine gemstone, beautifully packed, and a follow-up call to explain how to wear it. Truly thoughtful service.',
  },
  {
    name: 'Meera K., Kochi',
    text: 'I ordered the festive gift set for my family. Every fragrance was loved, and delivery was on time.',
  },
];

export function AboutPage() {
  const profile = useShopProfile();
  const help = useHelp();
  usePageTitle('About Us');
  const name = profile.data?.orignal_logoname ?? 'our shop';

  return (
    <>
      <section className="bg-plum-900 py-16 text-center text-ivory-50 sm:py-20">
        <div className="container-page flex flex-col items-center gap-4">
          <p className="text-xs font-medium tracking-[0.25em] text-gold-300 uppercase">About Us</p>
          <h1 className="max-w-2xl font-serif text-4xl leading-tight sm:text-5xl">
            Fragrance and guidance, written in the stars
          </h1>
          <p className="max-w-xl text-ivory-200">{profile.data?.tag_line}</p>
          <Link to="/contact" className="btn-primary mt-2 px-8">
            Contact Us
          </Link>
        </div>
      </section>

      <section className="container-page grid gap-10 py-14 lg:grid-cols-2" aria-labelledby="about-heading">
        <div className="space-y-4 text-plum-800">
          <h2 id="about-heading" className="font-serif text-3xl text-plum-900">
            About Us
          </h2>
          <p>
            {name} brings together two old Indian traditions: the art of the attar and the wisdom of Vedic
            astrology. We blend perfumes from natural oils, source energised gemstones and offer consultations
            with astrologers who listen before they advise.
          </p>
          <p>
            Every product and every reading is prepared with care, so that what reaches you feels personal,
            honest and calm.
          </p>
        </div>
        <Accordion
          defaultOpen="mission"
          items={[
            {
              id: 'mission',
              title: 'Our Mission',
              content:
                'To make authentic astrology guidance and pure, long-lasting fragrances easy to reach for every home in India.',
            },
            {
              id: 'vision',
              title: 'Our Vision',
              content:
                'A trusted place where tradition meets modern care: transparent advice, fair prices and products made to last.',
            },
            {
              id: 'values',
              title: 'Core Values',
              content:
                'Honesty in every reading, purity in every blend, respect for every customer and their privacy.',
            },
          ]}
        />
      </section>

      <section className="bg-ivory-200/60 py-14" aria-labelledby="why-heading">
        <div className="container-page">
          <h2 id="why-heading" className="mb-6 font-serif text-3xl text-plum-900">
            Why Choose Us
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {WHY_CHOOSE_US.map((reason) => (
              <li key={reason} className="flex items-start gap-3 rounded-2xl bg-ivory-50 p-4">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-gold-600" aria-hidden="true" />
                {reason}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page py-14" aria-labelledby="testimonials-heading">
        <h2 id="testimonials-heading" className="mb-6 font-serif text-3xl text-plum-900">
          What our customers say
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col gap-3 rounded-2xl border border-ivory-300 bg-ivory-50 p-5">
                <Quote className="size-6 text-gold-500" aria-hidden="true" />
                <blockquote className="flex-1 text-plum-800">{testimonial.text}</blockquote>
                <figcaption className="text-sm font-medium text-plum-900">{testimonial.name}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section className="container-page" aria-labelledby="cta-heading">
        <div className="flex flex-col items-center gap-4 rounded-3xl bg-plum-900 px-6 py-12 text-center text-ivory-50">
          <h2 id="cta-heading" className="font-serif text-3xl">
            Talk to us today
          </h2>
          {help.data?.mobile ? (
            <a
              href={telLink(help.data.mobile)}
              className="flex items-center gap-2 text-lg text-gold-300 hover:underline"
            >
              <Phone className="size-5" aria-hidden="true" /> +91 {help.data.mobile}
            </a>
          ) : null}
          <Link to="/contact" className="btn-primary px-8">
            Contact Us
          </Link>
        </div>
      </section>
    </>
  );
}
