/**
 * The words of the demo tickets: per ticket type a few subjects with their descriptions, and
 * the service desk's and the customer's lines for the conversation.
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

export const DESK_LINES = {
  acknowledge:
    "Thank you for your message. We have assigned a technician who will look into it and get back to you shortly.",
  question:
    "Could you please send us the machine's log file and a photo of the affected station? Then we can narrow it down.",
  proposal:
    "Our technician found the cause and has fixed it. Please check on your side and request the closure when everything works.",
  closed: "We are closing this ticket. Thank you for your cooperation.",
};

export const CUSTOMER_LINES = {
  addendum: "Additional information: the problem also occurs after a full restart.",
  answer: "Here is the requested information; the photo shows the station.",
  confirm: "Everything works again, thank you for the quick help.",
  thanks: "Thanks, we will check it on the next shift.",
};

export const COLLEAGUES = [
  { firstName: "Jonas", lastName: "Berger" },
  { firstName: "Sofia", lastName: "Marković" },
  { firstName: "Peter", lastName: "Lindqvist" },
];
