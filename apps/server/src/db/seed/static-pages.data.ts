/** The store's help and policy pages (brand-independent), rendered at /s/{uri}. */
export interface StaticPageData {
  uri: string;
  title: string;
  description: string;
  content: string;
}

export const staticPageData: readonly StaticPageData[] = [
  {
    uri: "delivery-information",
    title: "Delivery Information",
    description: "How delivery works: areas, costs, time slots and what to expect on the day.",
    content: `<h2>Delivery areas and costs</h2>
<p>Enter your suburb or postcode on a product page, in the cart or at checkout: all three show the same dates and prices, worked out from the rules below.</p>
<ul>
  <li><strong>Metro areas</strong> (Sydney, Melbourne, Brisbane and the Gold Coast, Adelaide, Perth, Hobart, Canberra, Darwin, Auckland, Wellington and Christchurch): Monday to Saturday. Weekdays cost $29 and are <strong>free when your products come to $99 or more</strong>; Saturdays cost $20 more. In-stock orders placed before 2pm (your local time) on a weekday are dispatched that day and can arrive the next day.</li>
  <li><strong>Regional areas:</strong> Tuesdays and Thursdays, $59. Orders placed before 12pm on a weekday are dispatched that day and take 3 days to reach you.</li>
  <li><strong>Remote areas</strong> (Far West NSW, outback and far north Queensland, outback SA, the Pilbara and Kimberley, and the Northern Territory outside Darwin): Wednesdays, $149, 7 days after dispatch.</li>
  <li>We can't deliver to Lord Howe, Norfolk, Flinders or King Island: call us and we will help you arrange freight.</li>
</ul>
<h2>Choosing a delivery date</h2>
<p>At checkout the calendar shows the next six weeks, Monday to Sunday, with each day's price (FREE or the amount). There are no deliveries on the public holidays of your state or New Zealand region, and each area takes a limited number of deliveries a day: a full day disappears from the calendar. Your date is checked again when you place the order; if it has just been taken, we show you the dates still open.</p>
<p>Products we don't have in stock leave our warehouse once the supplier delivers them to us, usually 7 to 14 days. ILVE, Falcon and Vintec products are delivered by the supplier itself, on its own dates and for its own price, which checkout shows separately. For Miele and Liebherr orders (proforma delivery) we offer only dates from the first free delivery day on.</p>
<p>On the day before delivery we send an SMS with a four-hour time window, and the driver calls about 30 minutes before arriving.</p>
<h2>On the day</h2>
<ul>
  <li>Someone aged 18 or over must be home to accept the delivery.</li>
  <li>Measure doorways, hallways and stairs: a fridge needs about 50mm of clearance on each side to pass through.</li>
  <li>Our team will bring large appliances to the room of your choice, unpack them and take away the packaging on request.</li>
</ul>
<h2>Installation and removal</h2>
<p>At checkout you can add removal of your old appliance ($49), connection of the new one ($89), a call from a licensed installer to book the installation (free), and two-person delivery up stairs or through difficult access ($79). Gas, hardwired electrical and plumbing work is done by licensed tradespeople. Old appliances are recycled responsibly.</p>
<h2>Click and collect</h2>
<p>Prefer to pick up? Choose click and collect at checkout and we will email you when your order is ready at your chosen store, usually within two hours for items in stock.</p>`,
  },
  {
    uri: "returns-policy",
    title: "Returns Policy",
    description: "Changed your mind or received a faulty product? Here is how returns and refunds work.",
    content: `<h2>Change of mind</h2>
<p>If you change your mind, you can return most products within 30 days of delivery for a refund or exchange, as long as they are unused, in their original packaging and with all accessories and proof of purchase.</p>
<ul>
  <li>Large appliances that have been installed, connected or used cannot be returned for change of mind.</li>
  <li>Items made to order, cosmetically imperfect stock and clearance items are not eligible for change-of-mind returns.</li>
  <li>A collection fee may apply when we pick up a large appliance from your home.</li>
</ul>
<h2>Faulty or damaged products</h2>
<p>Your rights under the Australian Consumer Law (and the New Zealand Consumer Guarantees Act) are not affected by this policy. If a product arrives damaged, or develops a major fault, you are entitled to a replacement or refund.</p>
<p>Please report delivery damage within 48 hours with photos of the product and packaging. For faults after the first weeks, we will arrange a manufacturer's service technician to assess the product, usually the fastest way to get it working again.</p>
<h2>How to start a return</h2>
<ol>
  <li>Contact our customer support team or visit any store with your order number.</li>
  <li>We will confirm whether the product can be returned and book a collection or drop-off.</li>
  <li>Refunds go back to the original payment method within 5 business days of the product reaching us.</li>
</ol>`,
  },
  {
    uri: "price-match",
    title: "Price Match Promise",
    description: "Found it cheaper? We will match the price from any Australian retailer.",
    content: `<h2>Our promise</h2>
<p>If you find a lower advertised price on an identical, in-stock product from another Australian retailer, we will match it. Just show us the price, online or in store, before you buy.</p>
<h2>What we match</h2>
<ul>
  <li>The same brand, model number and colour, brand new and in stock at the other retailer.</li>
  <li>Prices from Australian retailers with a physical presence or an Australian online store.</li>
  <li>The total delivered price, including delivery and any compulsory charges.</li>
</ul>
<h2>What we cannot match</h2>
<ul>
  <li>Marketplace sellers, auction sites, grey imports and overseas retailers.</li>
  <li>Prices that depend on a membership, trade account, bundle or gift-card offer.</li>
  <li>Clearance, ex-display, second-hand or cosmetically imperfect stock.</li>
  <li>Pricing errors and stock that the other retailer cannot supply.</li>
</ul>
<h2>Already bought?</h2>
<p>If an identical product is advertised for less within 7 days of your purchase, contact us with the details and we will refund the difference.</p>`,
  },
  {
    uri: "terms-and-conditions",
    title: "Terms and Conditions",
    description: "The terms that apply when you shop with us online or in store.",
    content: `<h2>About these terms</h2>
<p>These terms apply to every order placed on this website, by phone or in our stores. By placing an order you agree to them. Nothing in these terms excludes rights you have under the Australian Consumer Law or New Zealand consumer law.</p>
<h2>Prices and payment</h2>
<ul>
  <li>All prices are in Australian dollars (or New Zealand dollars on our New Zealand site) and include GST.</li>
  <li>Prices and promotions can change without notice; the price shown when you place your order is the price you pay.</li>
  <li>Your order is confirmed when payment is approved. For deposit orders, the balance is due before delivery.</li>
</ul>
<h2>Availability</h2>
<p>We do our best to show accurate stock levels. If a product becomes unavailable after you order, we will contact you to offer an alternative, a later delivery date or a full refund.</p>
<h2>Promotions</h2>
<p>Bonus offers and cashback claims are run by the manufacturer unless stated otherwise, and are subject to the manufacturer's own terms and redemption period.</p>
<h2>Liability</h2>
<p>To the extent permitted by law, we are not liable for indirect or consequential loss. Our liability for a product that fails a consumer guarantee is limited to the remedies the law provides.</p>`,
  },
  {
    uri: "privacy-policy",
    title: "Privacy Policy",
    description: "What personal information we collect, why, and how we protect it.",
    content: `<h2>What we collect</h2>
<p>We collect the information you give us when you order, create an account, book an appointment or contact us: your name, email, phone, delivery and billing addresses, and your order history. Card numbers are encrypted in your browser and handled only by our payment providers; we never store them.</p>
<h2>How we use it</h2>
<ul>
  <li>To process and deliver your orders and arrange installation and warranty service.</li>
  <li>To answer your questions and provide customer support.</li>
  <li>To send marketing emails, only if you opt in; every email has an unsubscribe link.</li>
  <li>To prevent fraud and keep our website secure.</li>
</ul>
<h2>Who we share it with</h2>
<p>We share only what is needed with delivery partners, installers, manufacturers (for warranty claims) and payment providers. We do not sell your personal information.</p>
<h2>Your choices</h2>
<p>You can view and update your details in your account, ask for a copy of the information we hold about you, or ask us to correct or delete it. We handle personal information in line with the Australian Privacy Principles and the New Zealand Privacy Act 2020.</p>`,
  },
  {
    uri: "about-us",
    title: "About Us",
    description: "Australian-owned appliance specialists since 1985.",
    content: `<h2>Appliance specialists</h2>
<p>We started as a single showroom in Sydney in 1985 and have grown into one of Australia and New Zealand's favourite places to buy appliances, with showrooms in every mainland state, Tasmania and the three largest New Zealand cities.</p>
<h2>What makes us different</h2>
<ul>
  <li><strong>Expert advice:</strong> our team are trained by the manufacturers and use what they sell.</li>
  <li><strong>Range:</strong> more than 90 brands, from everyday value to premium European.</li>
  <li><strong>Delivered and installed:</strong> our own delivery teams and licensed installers, not just a courier.</li>
  <li><strong>Price match promise:</strong> the right price without the haggling.</li>
</ul>
<h2>Visit a showroom</h2>
<p>See appliances working in our demonstration kitchens, book a cooking class, or meet a designer at one of our by-appointment studios. Find your nearest store on the store finder.</p>`,
  },
  {
    uri: "legendary-service",
    title: "Legendary Service",
    description: "Our service promise, from first question to years after delivery.",
    content: `<h2>Our service promise</h2>
<p>Buying an appliance is only the start. Our promise is to look after you from the first question to the last service call.</p>
<ul>
  <li><strong>24/7 customer support</strong> by phone and chat, staffed by our own team in Australia.</li>
  <li><strong>Delivery you can plan around:</strong> a chosen date, an SMS time window and a call before arrival.</li>
  <li><strong>Installation done right</strong> by licensed electricians, plumbers and gasfitters.</li>
  <li><strong>Warranty help:</strong> if something goes wrong, we deal with the manufacturer for you.</li>
</ul>
<h2>Trade and projects</h2>
<p>Builders, designers and developers get a dedicated account manager, project quotes with staged delivery, and trade pricing.</p>
<h2>Tell us how we did</h2>
<p>After every delivery we ask for feedback, and a real person reads every response. If we got something wrong, we will make it right.</p>`,
  },
  {
    uri: "warranty",
    title: "Warranty",
    description: "Manufacturer's warranties, extended warranty and how to make a claim.",
    content: `<h2>Manufacturer's warranty</h2>
<p>Every new product comes with the manufacturer's warranty, usually one to five years depending on the brand and product. The warranty period is shown in each product's specifications.</p>
<h2>Extended warranty</h2>
<p>You can add an extended warranty at checkout to extend cover for up to five years in total. It covers repairs for mechanical and electrical faults, with no excess and no call-out fee.</p>
<h2>Making a claim</h2>
<ol>
  <li>Find your order number or receipt (it is in your account and in your confirmation email).</li>
  <li>Check the product's manual for troubleshooting steps; many issues are settings.</li>
  <li>Contact the manufacturer's service line, or contact us and we will arrange it for you.</li>
</ol>
<h2>Your consumer rights</h2>
<p>Our goods come with guarantees that cannot be excluded under the Australian Consumer Law. You are entitled to a replacement or refund for a major failure and to compensation for any other reasonably foreseeable loss or damage. You are also entitled to have the goods repaired or replaced if they fail to be of acceptable quality and the failure does not amount to a major failure.</p>`,
  },
];
