/**
 * The words of the demo tickets: per ticket type a few subjects with their descriptions, and
 * the service desk's and the customer's lines of that type's conversation.
 */

/** @type {Record<string, [string, string][]>} */
export const TICKET_TEXTS = {
  BREAKDOWN: [
    [
      "Machine stops with error E-214 during crimping",
      "Since this morning the machine stops after a few hundred cycles with error E-214 (crimp force out of tolerance). Restarting clears the error, but it comes back within minutes.",
    ],
    [
      "Wire feed jams at the straightening unit",
      "The wire jams at the straightening unit roughly every 50 pieces when processing 0.35 mm² FLRY. We checked the wire guide; it looks clean.",
    ],
    [
      "Touch screen does not react after power failure",
      "After a short power failure in the hall the touch screen stays black. The machine powers up, the fans run, but the HMI does not start.",
    ],
    [
      "Stripping blades cut the conductor",
      "The stripping station nicks the conductor strands on 2.5 mm² wire. Blade set was replaced two weeks ago. Production of this article is stopped.",
    ],
  ],
  MAINTENANCE: [
    [
      "Annual maintenance due",
      "The annual maintenance of this machine is due next month. Please propose a date; the line can be stopped on Fridays.",
    ],
    [
      "Calibration of the crimp force monitor",
      "The crimp force monitor needs its yearly calibration certificate for our customer audit. Can your technician do it on site?",
    ],
    [
      "Lubrication interval reached",
      "The machine shows the message that the lubrication interval of the crimp press has been reached. Which grease do you recommend and can you send the procedure?",
    ],
    [
      "Preventive check before peak season",
      "We would like a preventive check of the machine before our peak season starts, including the transport belts and the grippers.",
    ],
  ],
  SPARE_PARTS: [
    [
      "Offer for a set of stripping blades",
      "Please send an offer for two sets of stripping blades (V-shape) and the matching blade holders for this machine.",
    ],
    [
      "Replacement gripper fingers needed",
      "Two gripper fingers of the swivel unit are worn. We need replacements; part number from the manual is on the attached photo.",
    ],
    [
      "Drive belt of the wire feed",
      "The drive belt of the wire feed shows cracks. Please quote a replacement belt and tell us the delivery time.",
    ],
    [
      "Seal kit for the pneumatic cylinder",
      "The pneumatic cylinder of the seal station loses air. We need the seal kit, ideally as an express delivery.",
    ],
  ],
  SOFTWARE: [
    [
      "Update to the latest machine software",
      "We would like to update the machine to the current software version. Which version is recommended and can it be done remotely?",
    ],
    [
      "Article data import fails",
      "Importing article data from our MES fails with 'invalid cross-section'. The same file worked with the previous software version.",
    ],
    [
      "Production statistics export empty",
      "The export of the production statistics produces an empty CSV file since last week.",
    ],
    [
      "License message at start-up",
      "At start-up the machine shows that the option 'quality monitoring' will expire in 14 days. We bought it permanently.",
    ],
  ],
  TRAINING: [
    [
      "Operator training for new shift",
      "We have six new operators on the night shift. Please offer a one-day operator training on site.",
    ],
    [
      "Training on the quality module",
      "Our quality team would like a training on the crimp force analysis and the quality reports.",
    ],
    [
      "Maintenance training for technicians",
      "Please propose a maintenance training for two of our technicians, preferably at your training centre.",
    ],
    [
      "Refresher course for set-up staff",
      "Our set-up staff would like a refresher course on changing applicators and adjusting the stripping station.",
    ],
  ],
  OTHER: [
    [
      "Question about machine relocation",
      "We plan to move the machine to another hall. What do we need to consider, and can a technician supervise the relocation?",
    ],
    [
      "Documentation in Czech",
      "Do you have the operating manual of this machine in Czech for our operators?",
    ],
    [
      "Noise level measurement",
      "Our safety officer asks for the noise emission values of the machine for the workplace assessment.",
    ],
    [
      "Change of contact person",
      "Please note that our maintenance lead changes next month; the new contact will open future tickets.",
    ],
  ],
};

export const SERVICE_DESK = [
  { name: "Marco Steiner (Service Desk)", email: "service.desk@ferrion.example" },
  { name: "Lea Baumann (Service Desk)", email: "service.desk@ferrion.example" },
  { name: "Tomás Novak (Service Desk)", email: "service.desk@ferrion.example" },
];

/**
 * @typedef {object} Conversation the lines of one ticket type's conversation
 * @property {string} addendum the customer adds a detail to a new ticket
 * @property {string} acknowledge the desk takes the ticket on
 * @property {string} question the desk asks for what it needs
 * @property {string} answer the customer sends it
 * @property {string} waiting the customer's line while the work goes on (nothing solved yet)
 * @property {string} proposal the desk reports the work done and asks for the closure
 * @property {string} confirm the customer confirms it is done (only once the closure is requested)
 * @property {string} solvedByUs the customer settled it without the desk (closure reason SOLVED_BY_CUSTOMER)
 */

/**
 * Per ticket type: a breakdown reads as a repair, a spare-parts request as an offer and a
 * delivery, a training as a booking. Only `confirm` says the matter is settled; the seed puts
 * it into closure requests and closed tickets alone.
 * @type {Record<string, Conversation>}
 */
export const CONVERSATIONS = {
  BREAKDOWN: {
    addendum: "Additional information: the fault also comes back after a full restart.",
    acknowledge:
      "Thank you for the report. A service technician has been assigned and will call you within the next hours to start the remote diagnosis.",
    question:
      "Please send us the machine's log file and a photo of the affected station, so we can narrow the fault down.",
    answer:
      "Attached are the log file and a photo of the station. The fault appeared again at the start of the early shift.",
    waiting:
      "Thanks. Until the technician arrives we produce the article on another line; the machine stays stopped.",
    proposal:
      "Our technician found the cause, a worn part at the affected station, replaced it and ran 500 test cycles without a fault. Please check in production and request the closure when everything works.",
    confirm:
      "The machine has run a full shift without the fault. Everything works again, thank you for the quick help.",
    solvedByUs:
      "We found the cause ourselves, a loose connector at the station, and fixed it; no further help is needed.",
  },
  MAINTENANCE: {
    addendum:
      "Additional information: the line can also be stopped on the Saturday before, if that suits your technician better.",
    acknowledge:
      "Thank you for your request. Our service planning is checking the technicians' schedule and will propose a date.",
    question:
      "Could you tell us the machine's operating hours and whether the line can be stopped for a full day?",
    answer: "The machine shows 11,860 operating hours. A full day on a Friday is possible.",
    waiting: "Thanks, we keep the Fridays of the next two weeks free for the maintenance.",
    proposal:
      "The maintenance has been carried out on site and the service report is on its way to you. Please request the closure if nothing is left open.",
    confirm: "We have the service report and the machine is back in production. Thank you.",
    solvedByUs:
      "Our own technicians carried out the maintenance with your procedure; no further help is needed.",
  },
  SPARE_PARTS: {
    addendum: "Additional information: we need the parts for two machines of the same model.",
    acknowledge:
      "Thank you for your request. Our spare parts team is checking the part numbers and their availability.",
    question:
      "Could you send us a photo of the type plate and of the worn part? The part number depends on the year of build.",
    answer: "Here are the photos of the type plate and of the worn part.",
    waiting: "Thanks, please send the offer to our purchasing department as well.",
    proposal:
      "The parts were shipped today; you will find the delivery note in your parts orders. Please request the closure once they have arrived.",
    confirm: "The parts arrived complete and are fitted. Thank you.",
    solvedByUs: "We found the parts in our own stock; no further help is needed.",
  },
  SOFTWARE: {
    addendum:
      "Additional information: the machine is connected to our network, and remote access can be enabled on request.",
    acknowledge:
      "Thank you for your message. Our software support has taken the ticket over and is looking into it.",
    question:
      "Please send us the exported machine configuration and the exact software version shown on the info screen.",
    answer:
      "Attached is the configuration export; the info screen shows the version from the type plate.",
    waiting: "Thanks, remote access is possible on weekdays between 8:00 and 16:00.",
    proposal:
      "We installed the correction remotely and tested it with your article data. Please check on your side and request the closure if it works.",
    confirm: "Checked on the morning shift: it works as expected now. Thank you.",
    solvedByUs: "Our IT department solved it on our side; no further help is needed.",
  },
  TRAINING: {
    addendum: "Additional information: two of the participants would need the training in Czech.",
    acknowledge:
      "Thank you for your request. Our training centre will send you a proposal with dates and content.",
    question:
      "How many people will take part, and which machine functions should the training focus on?",
    answer: "Six participants; the focus should be on set-up and the daily checks.",
    waiting: "Thanks, we will hold the proposed dates free for the participants.",
    proposal:
      "The training took place and the participants' certificates are on their way to you. Please request the closure if nothing is left open.",
    confirm: "The participants found the training very useful. Thank you.",
    solvedByUs: "Our set-up lead gave the training in-house; no further help is needed.",
  },
  OTHER: {
    addendum: "Additional information: our safety officer would like the answer in writing.",
    acknowledge:
      "Thank you for your message. We have passed it on to the right department and will answer shortly.",
    question: "By when do you need the information, and who should receive it?",
    answer: "By the end of the month, please, to our maintenance lead.",
    waiting: "Thanks, we are waiting for your answer.",
    proposal:
      "We have sent you the requested information by e-mail. Please request the closure if your question is answered.",
    confirm: "Our question is answered, thank you.",
    solvedByUs: "We found the answer in the documentation; no further help is needed.",
  },
};

/**
 * What a customer writes when asking to close for a reason that reads the same for every type
 * (CLOSURE_REASONS); SOLVED and SOLVED_BY_CUSTOMER take the type's `confirm` and `solvedByUs`,
 * OTHER says nothing.
 * @type {Record<string, string>}
 */
export const CLOSURE_COMMENTS = {
  NO_LONGER_NEEDED: "This is no longer needed; our plans have changed.",
  DUPLICATE: "We reported the same matter in another ticket and continue there.",
};

/** The desk's last line on a ticket it closes. */
export const CLOSING_LINE = "We are closing this ticket. Thank you for your cooperation.";
