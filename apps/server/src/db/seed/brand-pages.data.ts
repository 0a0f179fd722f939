import type { BrandId } from "@store/domain/brands";
import type { StaticPageData } from "./static-pages.data.ts";

/**
 * Each brand's own versions of the help pages (a brand's page wins over the global one): the NZ store
 * under New Zealand law, prices and phone numbers; the trade store in trade terms; home care and the
 * kitchen store in their own voice (issue 18).
 */
export const brandStaticPageData: Partial<Record<BrandId, readonly StaticPageData[]>> = {
  "aol-nz": [
    {
      uri: "delivery-information",
      title: "Delivery Information",
      description: "Delivery across New Zealand: areas, costs in NZ dollars, time slots and what to expect.",
      content: `<h2>Delivery areas and costs</h2>
<p>Enter your suburb or postcode on a product page, in the cart or at checkout: all three show the same dates and prices. Prices are in New Zealand dollars and include GST at 15%.</p>
<ul>
  <li><strong>Metro Auckland, Wellington and Christchurch:</strong> Monday to Saturday. Weekdays cost $29 and are <strong>free when your products come to $99 or more</strong>; Saturdays cost $20 more. In-stock orders placed before 2pm on a weekday are dispatched that day and can arrive the next day.</li>
  <li><strong>Regional North and South Island</strong> (from Whangārei to Invercargill): Tuesdays and Thursdays, $59, about 3 days after dispatch.</li>
  <li><strong>Rural and remote delivery</strong> (including the West Coast back roads and rural delivery addresses): Wednesdays, $149, about 7 days after dispatch.</li>
  <li>We can't deliver to Stewart Island, Great Barrier Island or the Chatham Islands: call us on 0800 265 000 and we will help you arrange freight.</li>
</ul>
<h2>Choosing a delivery date</h2>
<p>At checkout the calendar shows the next six weeks. There are no deliveries on New Zealand public holidays, including your region's anniversary day. Each area takes a limited number of deliveries a day; if your date has just been taken, we show you the dates still open.</p>
<p>On the day before delivery we text you a four-hour window, and the driver calls about 30 minutes before arriving.</p>
<h2>Installation and removal</h2>
<p>At checkout you can add removal of your old appliance ($49), connection of the new one ($89) and two-person delivery up stairs ($79). Gas work is done by registered gasfitters and hardwired electrical work by registered electricians. Old appliances are recycled through our e-waste partners.</p>
<h2>Click and collect</h2>
<p>Choose click and collect at Mount Wellington, Wellington or Christchurch and we will email you when your order is ready, usually within two hours for items in stock.</p>`,
    },
    {
      uri: "returns-policy",
      title: "Returns Policy",
      description:
        "Your rights under the Consumer Guarantees Act, and how change-of-mind returns work in New Zealand.",
      content: `<h2>Your rights under the Consumer Guarantees Act</h2>
<p>Every product we sell comes with guarantees under the <strong>Consumer Guarantees Act 1993</strong>: it must be of acceptable quality, fit for its purpose and match its description. If it isn't, you are entitled to a repair, replacement or refund, depending on how serious the fault is. Nothing in this policy limits those rights.</p>
<h2>Change of mind</h2>
<p>Changed your mind? Return most products within 30 days of delivery, unused and in their original packaging, for a refund or exchange.</p>
<ul>
  <li>Large appliances that have been installed, connected or used can't be returned for change of mind.</li>
  <li>A collection fee may apply when we pick up a large appliance from your home.</li>
</ul>
<h2>How to start a return</h2>
<ol>
  <li>Call us free on 0800 265 000 or visit our Mount Wellington, Wellington or Christchurch store with your order number.</li>
  <li>We confirm the return and book a collection or drop-off.</li>
  <li>Refunds go back to your original payment method, in NZ dollars, within 5 working days of the product reaching us.</li>
</ol>`,
    },
    {
      uri: "price-match",
      title: "Price Match Promise",
      description: "Found it cheaper at another New Zealand retailer? We will match the price.",
      content: `<h2>We match New Zealand prices</h2>
<p>If you find a lower advertised price on an identical, in-stock product from another New Zealand retailer, we will match it. Prices are compared in NZ dollars including GST (15%).</p>
<ul>
  <li>Retailers with a New Zealand store or a New Zealand online store that delivers nationwide.</li>
  <li>Not clearance, ex-display, second-hand, auction, Trade Me listings or bundle prices.</li>
</ul>
<p>Call our price match team on <a href="tel:0800265265">0800 265 265</a>, or ask in store before you buy.</p>`,
    },
    {
      uri: "terms-and-conditions",
      title: "Terms and Conditions",
      description: "The terms of orders placed with ApplianceLine NZ.",
      content: `<h2>Our terms</h2>
<p>These terms apply to every order placed on this website, by phone or in our New Zealand stores. Nothing in them excludes your rights under the <strong>Consumer Guarantees Act 1993</strong> or the <strong>Fair Trading Act 1986</strong>.</p>
<h2>Prices and payment</h2>
<ul>
  <li>All prices are in New Zealand dollars and include GST at 15%.</li>
  <li>We take Visa, Mastercard, American Express and the payment options shown at checkout.</li>
  <li>If a product is priced wrongly because of an obvious error, we will contact you before we charge you.</li>
</ul>
<h2>Delivery</h2>
<p>We deliver to addresses in New Zealand only. See <a href="/s/delivery-information">Delivery Information</a> for areas, costs and dates.</p>
<h2>Contact</h2>
<p>ApplianceLine NZ, 20 Mount Wellington Highway, Auckland 1060. Phone 0800 265 000.</p>`,
    },
    {
      uri: "warranty",
      title: "Warranty",
      description: "Manufacturer's warranties, extended care and the Consumer Guarantees Act.",
      content: `<h2>Manufacturer's warranty</h2>
<p>Every new appliance comes with its manufacturer's New Zealand warranty, usually 1 to 5 years. Keep your receipt: your order confirmation is your proof of purchase.</p>
<h2>The Consumer Guarantees Act</h2>
<p>Your rights under the Consumer Guarantees Act 1993 apply as well as any warranty and last as long as is reasonable for the product: a fridge is expected to last far longer than its one-year warranty. If something goes wrong, call us on 0800 265 000 and we will sort it out with the manufacturer.</p>
<h2>Making a claim</h2>
<ul>
  <li>Your order number or receipt.</li>
  <li>The model and serial number from the rating plate.</li>
  <li>A short description of the fault, and photos if it is damage.</li>
</ul>`,
    },
    {
      uri: "about-us",
      title: "About ApplianceLine NZ",
      description: "New Zealand's appliance store, with showrooms in Auckland, Wellington and Christchurch.",
      content: `<h2>Kiwi-run, nationwide</h2>
<p>ApplianceLine NZ is run from Auckland by a New Zealand team. We have showrooms in Mount Wellington, Te Aro and Riccarton, and deliver from Northland to Southland.</p>
<ul>
  <li>Prices in NZ dollars, including GST.</li>
  <li>Heat pumps and appliances chosen for New Zealand homes and power prices.</li>
  <li>Free phone support on 0800 265 000, seven days.</li>
</ul>`,
    },
  ],
  wac: [
    {
      uri: "about-us",
      title: "About Wattle Trade",
      description: "Trade pricing and supply for builders, designers, developers and installers.",
      content: `<h2>Built for the trade</h2>
<p>Wattle Trade supplies kitchen, laundry, hot water and climate appliances to builders, cabinet makers, interior designers, property developers and installers across Australia.</p>
<ul>
  <li><strong>Trade pricing</strong> on every product once your trade account is approved; sign in to see your price.</li>
  <li><strong>30-day trade terms</strong> for approved accounts, invoiced with your ABN.</li>
  <li><strong>Project supply:</strong> staged delivery to site, schedules for whole developments, and quotes held for 60 days.</li>
  <li>A dedicated trade account manager on 1300 000 200.</li>
</ul>
<p><a href="/s/trade-account">Open a trade account</a></p>`,
    },
    {
      uri: "trade-account",
      title: "Open a Trade Account",
      description: "Who can open a Wattle Trade account, what you need (your ABN) and how trade terms work.",
      content: `<h2>Who can apply</h2>
<p>Builders, plumbers, electricians, cabinet makers, kitchen and interior designers, architects and property developers with an active <strong>Australian Business Number (ABN)</strong>.</p>
<h2>What you need</h2>
<ul>
  <li>Your ABN (we check it against the Australian Business Register) and business name.</li>
  <li>Your trade licence number, where your state requires one.</li>
  <li>A contact for accounts payable.</li>
</ul>
<h2>Trade terms</h2>
<ul>
  <li>Trade prices shown to signed-in account holders; quotes held for 60 days.</li>
  <li>30-day account terms on approval (otherwise pay by card at order), with tax invoices showing our ABN and yours.</li>
  <li>Delivery to site with a booked window; no consumer delivery services or add-ons.</li>
</ul>
<p>Call our trade desk on 1300 000 200, Monday to Friday 7am to 5pm.</p>`,
    },
    {
      uri: "terms-and-conditions",
      title: "Trade Terms and Conditions",
      description: "The terms of supply for Wattle Trade account holders.",
      content: `<h2>Terms of trade</h2>
<p>These terms apply to supply to business customers of Wattle Trade. Goods are supplied for business use; the Australian Consumer Law's guarantees still apply where they cannot be excluded.</p>
<ul>
  <li>Prices are trade prices in Australian dollars including GST, which your tax invoice shows separately.</li>
  <li>Approved accounts pay 30 days from the end of the month of invoice; other orders are paid at order.</li>
  <li>Title passes on payment in full. Risk passes on delivery to site.</li>
  <li>Returns of unopened stock within 14 days incur a 15% restocking fee; special orders can't be returned.</li>
  <li>Every order and invoice carries your ABN.</li>
</ul>`,
    },
    {
      uri: "delivery-information",
      title: "Delivery to Site",
      description: "How Wattle Trade delivers to building sites and showrooms.",
      content: `<h2>Delivery to site</h2>
<p>We deliver Monday to Friday to building sites, showrooms and warehouses. Tell us the site contact and access at checkout, and we book a two-hour window the day before.</p>
<ul>
  <li>Metro sites: $29 a drop, free for orders of $99 or more.</li>
  <li>Regional sites: $59 a drop, Tuesdays and Thursdays.</li>
  <li>Staged delivery for multi-unit projects: call the trade desk on 1300 000 200 to schedule.</li>
</ul>
<p>Someone must sign for the goods on site. Unpacking, removal and installation are not included for trade orders.</p>`,
    },
  ],
  hc: [
    {
      uri: "about-us",
      title: "About HomeCare Appliances",
      description: "Appliances for independent living, delivered, set up and explained by people who care.",
      content: `<h2>Appliances that make home easier</h2>
<p>HomeCare Appliances helps older Australians and people living with disability choose appliances that are simple and safe to use, and sets them up at home.</p>
<ul>
  <li><strong>We set it up and show you how:</strong> our team connects the appliance and walks you through it, at your pace.</li>
  <li><strong>Easy-to-use choices:</strong> clear dials, large displays, auto shut-off and front-loading designs.</li>
  <li><strong>Funding help:</strong> we can quote for NDIS plans and Home Care Packages, and talk to your care coordinator.</li>
  <li>Call us on 1300 000 400: a real person answers, and we never rush you.</li>
</ul>`,
    },
    {
      uri: "delivery-information",
      title: "Delivery and Set-up",
      description: "Delivery, connection and a walk-through of your new appliance at home.",
      content: `<h2>Delivered, set up and explained</h2>
<p>We deliver Monday to Saturday and call the day before to confirm a time that suits you or your carer.</p>
<ul>
  <li>Metro delivery costs $29 and is free when your products come to $99 or more.</li>
  <li>We bring the appliance to the room you choose, connect it, take the packaging away and show you how it works.</li>
  <li>We can take away your old appliance ($49) and recycle it.</li>
</ul>
<p>If we can't deliver to your address, call us on 1300 000 400 and we will find a way.</p>`,
    },
  ],
  fk: [
    {
      uri: "about-us",
      title: "About Forge Kitchens",
      description: "Cooking, ventilation and everything for the serious home cook.",
      content: `<h2>Only kitchens</h2>
<p>Forge Kitchens sells kitchen appliances and nothing else: ovens, cooktops, rangehoods, dishwashers, fridges, benchtop cooking, coffee machines, sinks and taps.</p>
<ul>
  <li>Chefs on our showroom floors who cook on what we sell.</li>
  <li>Kitchen planning: tell us your cabinetry and we will check every cut-out and clearance.</li>
  <li>Cooking demos in store every month.</li>
</ul>`,
    },
  ],
};
